import replies from '../../../../schemas/entity/entity.replies.json';
import validateEntityUpsert from '../../../generated/validators/entity-upsert.js';
import validateEntityMultiple from '../../../generated/validators/entity-multiple.js';
import validateEntityReference from '../../../generated/validators/entity-reference.js';
import validateEntityRetire from '../../../generated/validators/entity-retire.js';
import validateEntityUpdate from '../../../generated/validators/entity-update.js';
import validateEntitiesSearch from '../../../generated/validators/entities-search.js';
import validateLookup from '../../../generated/validators/lookup.js';
import { ok } from '../../http/reply.ts';
import { assertScope, defineRoute } from '../../http/route.ts';
import { clientRecordRoutes } from '../clients/recordRoutes.ts';

export const entityRoutes = [
  ...clientRecordRoutes({
    kind: 'entity',
    idKey: 'entity_Reference_Id',
    service: (services) => services.entities,
    replies,
    urls: {
      create: '/v1/entities/upsert', update: '/v1/entity/update', formModel: '/v1/entity/fetch-company-details', details: '/v1/entity/details',
      search: '/v1/entities/search', retire: '/v1/entity/retire', restore: '/v1/entity/restore', lookup: '/v1/lookup/entities',
    },
    validators: { create: validateEntityUpsert, update: validateEntityUpdate, reference: validateEntityReference, search: validateEntitiesSearch, retire: validateEntityRetire },
    sealed: 'FEIN or SSN',
    detailsKey: 'entityData',
    lookupKey: 'entities',
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/entity-detail/multiple',
    scope: 'entity-view',
    summary: 'Several entities by reference id (a JSON list); ids not on the books are left out.',
    query: validateEntityMultiple,
    async handler({ query, auth, services }) {
      return ok({ entityData: await services.entities.multiple(auth, JSON.parse(query.entity_Reference_Id) as string[]) });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/entity/fetch-company-typeahead',
    scope: 'entity-view',
    summary: 'Entities matching what is typed, a page at a time, for the entity search of the contact form.',
    query: validateEntitiesSearch,
    async handler({ query, auth, services }) {
      return ok(await services.entities.search(auth, query));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/lookup/entity-human',
    scope: 'session',
    summary: 'Humans and entities by name together (needs human-view and entity-view); an entity carries legal_Entity_Type_Code and fein.',
    query: validateLookup,
    async handler({ query, auth, services }) {
      assertScope(auth, 'human-view');
      assertScope(auth, 'entity-view');
      return ok({ results: await services.clients.lookup(auth, query) });
    },
  }),
];
