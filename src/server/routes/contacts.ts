import validateContactFetch from '../../generated/validators/contact-fetch.js';
import { ok } from '../http/reply.ts';
import { assertScope, defineRoute } from '../http/route.ts';

export const contactRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/fetch/contact',
    scope: 'session',
    summary: "A human's or an entity's contact details (scope human-view or entity-view, after workflow_Name).",
    query: validateContactFetch,
    async handler({ query, auth, services }) {
      assertScope(auth, `${query.workflow_Name}-view`);
      const owner = { type: query.workflow_Name, id: query.reference_Id };
      await services.contacts.assertOwner(auth, owner);
      return ok({ contact_Details: await services.contacts.of(auth, owner) });
    },
  }),
];
