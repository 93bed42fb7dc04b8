import validateLob from '../../../generated/validators/lob.js';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';

export const lobRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/lob',
    scope: 'session',
    summary: 'The lines of business an agency writes (reference data): id, code, name, category and icon; searchable by name or code.',
    query: validateLob,
    async handler({ query, services }) {
      return ok({ lob: await services.lob.list(query) });
    },
  }),
];
