import replies from '../../../schemas/human/human.replies.json';
import validateHuman from '../../generated/validators/human.js';
import validateHumanReference from '../../generated/validators/human-reference.js';
import validateHumanRetire from '../../generated/validators/human-retire.js';
import validateHumanUpdate from '../../generated/validators/human-update.js';
import validateHumansSearch from '../../generated/validators/humans-search.js';
import validateLookup from '../../generated/validators/lookup.js';
import validateNoQuery from '../../generated/validators/no-query.js';
import { ok } from '../http/reply.ts';
import { defineRoute } from '../http/route.ts';

export const humanRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v1/humans/upsert',
    scope: 'human-edit',
    summary: 'Creates a human from the human model.',
    body: validateHuman,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const created = await services.humans.create(auth, body);
      return ok({ human_Reference_Id: created.id, version: created.version }, replies.added);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/humans/update',
    scope: 'human-edit',
    summary: 'Replaces the changed groups (to_Update) of a human; a stale version answers 412.',
    body: validateHumanUpdate,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const updated = await services.humans.update(auth, body);
      return ok({ human_Reference_Id: updated.id, version: updated.version }, replies.updated);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/humans',
    scope: 'human-edit',
    summary: 'The human as its form model, for the edit form (reveals SSN and licence number; audited).',
    query: validateHumanReference,
    async handler({ query, auth, services }) {
      return ok(await services.humans.formModel(auth, query.human_Reference_Id));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/humans/details',
    scope: 'human-view',
    summary: 'The human detail read; SSN and licence number masked.',
    query: validateHumanReference,
    async handler({ query, auth, services }) {
      return ok(await services.humans.details(auth, query.human_Reference_Id));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/humans/search',
    scope: 'human-view',
    summary: 'The human list: search, filters, sort and pages.',
    query: validateHumansSearch,
    async handler({ query, auth, services }) {
      return ok(await services.humans.search(auth, query));
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/v1/humans/retire',
    scope: 'human-delete',
    summary: 'Retires a human: it leaves lists and searches but stays on the books.',
    body: validateHumanRetire,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      await services.humans.retire(auth, body.human_Reference_Id, body.version);
      return ok({ human_Reference_Id: body.human_Reference_Id }, replies.removed);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/lookup/humans',
    scope: 'human-view',
    summary: 'Humans by name for pickers: from_Id, name, profile_Image.',
    query: validateLookup,
    async handler({ query, auth, services }) {
      return ok({ humans: await services.humans.lookup(auth, query) });
    },
  }),
];
