import replies from '../../../schemas/entity/entity.replies.json';
import validateEntity from '../../generated/validators/entity.js';
import validateEntityMultiple from '../../generated/validators/entity-multiple.js';
import validateEntityReference from '../../generated/validators/entity-reference.js';
import validateEntityRetire from '../../generated/validators/entity-retire.js';
import validateEntityUpdate from '../../generated/validators/entity-update.js';
import validateEntitiesSearch from '../../generated/validators/entities-search.js';
import validateLookup from '../../generated/validators/lookup.js';
import validateNoQuery from '../../generated/validators/no-query.js';
import { ok } from '../http/reply.ts';
import { assertScope, defineRoute } from '../http/route.ts';

export const entityRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v1/entities/upsert',
    scope: 'entity-edit',
    summary: 'Creates an entity from the entity model, with its contact information.',
    body: validateEntity,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const created = await services.entities.create(auth, body);
      return ok({ entity_Reference_Id: created.id, version: created.version }, replies.added);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/entity/update',
    scope: 'entity-edit',
    summary: 'Replaces the changed groups (to_Update) of an entity; a stale version answers 412.',
    body: validateEntityUpdate,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const updated = await services.entities.update(auth, body);
      return ok({ entity_Reference_Id: updated.id, version: updated.version }, replies.updated);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/entity/fetch-company-details',
    scope: 'entity-edit',
    summary: 'The entity as its form model, for the edit form (reveals the FEIN or SSN; audited).',
    query: validateEntityReference,
    async handler({ query, auth, services }) {
      return ok(await services.entities.formModel(auth, query.entity_Reference_Id));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/entity/details',
    scope: 'entity-view',
    summary: 'The entity detail read (entityData): tax id masked, contact details, key humans with their roles.',
    query: validateEntityReference,
    async handler({ query, auth, services }) {
      return ok({ entityData: await services.entities.details(auth, query.entity_Reference_Id) });
    },
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
    url: '/v1/entities/search',
    scope: 'entity-view',
    summary: 'The entity list: search, filters, sort and pages (last_Page, count, current_Page).',
    query: validateEntitiesSearch,
    async handler({ query, auth, services }) {
      return ok(await services.entities.search(auth, query));
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
    method: 'PUT',
    url: '/v1/entity/retire',
    scope: 'entity-delete',
    summary: 'Retires an entity: it leaves lists and searches but stays on the books.',
    body: validateEntityRetire,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      await services.entities.retire(auth, body.entity_Reference_Id, body.version);
      return ok({ entity_Reference_Id: body.entity_Reference_Id }, replies.removed);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/lookup/entities',
    scope: 'entity-view',
    summary: 'Entities by name for pickers: from_Id, name, profile_Image, dba, entity_Description.',
    query: validateLookup,
    async handler({ query, auth, services }) {
      return ok({ entities: await services.entities.lookup(auth, query) });
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
