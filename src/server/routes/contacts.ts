import validateContactFetch from '../../generated/validators/contact-fetch.js';
import { hasScope } from '../../engine/core/scopes.ts';
import { HttpError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { defineRoute } from '../http/route.ts';

export const contactRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/fetch/contact',
    scope: 'session',
    summary: "A human's or an entity's contact details (scope human-view or entity-view, after workflow_Name).",
    query: validateContactFetch,
    async handler({ query, auth, services }) {
      const scope = `${query.workflow_Name}-view`;
      if (!hasScope(auth.scopes, scope)) throw new HttpError(403, `You don't have permission to perform this action (${scope}).`);
      const owner = { type: query.workflow_Name, id: query.reference_Id };
      await services.contacts.assertOwner(auth, owner);
      return ok({ contact_Details: await services.contacts.of(auth, owner) });
    },
  }),
];
