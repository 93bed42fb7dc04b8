import validateReference from '../../../generated/validators/reference.js';
import validateConfiguration from '../../../generated/validators/configuration.js';
import { HttpError } from '../../http/errors.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { serverTexts } from '../../texts.ts';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';

export const referenceRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/reference',
    scope: 'session',
    summary: "A reference list (codelist 'Enterprise {name}' or asset_Name) as Name/Code pairs.",
    query: validateReference,
    async handler({ query, services }) {
      const name = (query.codelist?.replace(/^Enterprise /, '') || query.asset_Name || '').trim();
      if (!name) throw new HttpError(400, serverTexts.referenceListUnnamed, [{ field: '/codelist', message: serverTexts.referenceListUnnamed }]);
      const enterpriseDetails = await services.reference.list(name);
      if (!enterpriseDetails.length) throw new HttpError(404, fillTemplate(serverTexts.referenceListNotFound, { name }));
      return ok({ enterpriseDetails });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/configuration/details',
    scope: 'session',
    summary: 'The current tenant’s configuration for a key (human_Config, entity_Config, contact_Config, ...).',
    query: validateConfiguration,
    async handler({ query, auth, services }) {
      const key = query.configuration_Key;
      const configurationDetails = await services.reference.configuration(auth.tenantId, key);
      if (!configurationDetails) throw new HttpError(404, fillTemplate(serverTexts.configurationNotFound, { key }));
      return ok({ configurationDetails });
    },
  }),
];
