import type { ValidateFunction } from 'ajv';
import validateLookup from '../../../generated/validators/lookup.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import type { AuthContext } from '../../auth/context.ts';
import { ok } from '../../http/reply.ts';
import { defineRoute, type RouteDeclaration } from '../../http/route.ts';
import type { Services } from '../../composition/services.ts';

type LookupQuery = { search?: string; limit?: number; page?: number };

/** What a client record's service does for its routes (humans, entities). */
interface ClientRecordService<Model, Update, Search> {
  create(auth: AuthContext, model: Model): Promise<{ id: string; version: number }>;
  update(auth: AuthContext, body: Update): Promise<{ id: string; version: number }>;
  formModel(auth: AuthContext, id: string): Promise<unknown>;
  details(auth: AuthContext, id: string): Promise<unknown>;
  search(auth: AuthContext, query: Search): Promise<unknown>;
  retire(auth: AuthContext, id: string, version?: number): Promise<unknown>;
  restore(auth: AuthContext, id: string, version?: number): Promise<unknown>;
  lookup(auth: AuthContext, query: LookupQuery): Promise<unknown>;
}

/** A client record's routes as the spec names them: its paths, schemas and sentences. */
export interface ClientRecordRoutes<Model, Update, Reference, Search, Retire extends { version?: number }> {
  /** the record's name in scopes and sentences: 'human' (scopes human-view, human-edit, human-delete) */
  kind: string;
  /** the reference id's name in queries and answers: 'human_Reference_Id' */
  idKey: string;
  service(services: Services): ClientRecordService<Model, Update, Search>;
  replies: { added: string; updated: string; removed: string; restored: string };
  urls: { create: string; update: string; formModel: string; details: string; search: string; retire: string; restore: string; lookup: string };
  validators: {
    create: ValidateFunction<Model>;
    update: ValidateFunction<Update>;
    reference: ValidateFunction<Reference>;
    search: ValidateFunction<Search>;
    retire: ValidateFunction<Retire>;
  };
  /** what the sensitive numbers are, for the summaries: 'SSN and licence number' */
  sealed: string;
  /** the key the detail read comes under ('entityData'); at the top when absent */
  detailsKey?: string;
  /** the key the lookup's list comes under: 'humans' */
  lookupKey: string;
}

/** The create, update, form model, detail, list, retire, restore and lookup routes every client record has. */
export function clientRecordRoutes<Model, Update, Reference, Search, Retire extends { version?: number }>(
  r: ClientRecordRoutes<Model, Update, Reference, Search, Retire>,
): RouteDeclaration<any, any>[] {
  const { kind, idKey, validators: v } = r;
  const idOf = (from: Reference | Retire) => (from as Record<string, unknown>)[idKey] as string;
  return [
    defineRoute({
      method: 'POST', url: r.urls.create, scope: `${kind}-edit`, summary: `Creates a ${kind} from the ${kind} model.`,
      body: v.create, query: validateNoQuery,
      async handler({ body, auth, services }) {
        const created = await r.service(services).create(auth, body);
        return ok({ [idKey]: created.id, version: created.version }, r.replies.added);
      },
    }),
    defineRoute({
      method: 'POST', url: r.urls.update, ids: [idKey], scope: `${kind}-edit`, summary: `Replaces the changed groups (to_Update) of a ${kind}; a stale version answers 412.`,
      body: v.update, query: validateNoQuery,
      async handler({ body, auth, services }) {
        const updated = await r.service(services).update(auth, body);
        return ok({ [idKey]: updated.id, version: updated.version }, r.replies.updated);
      },
    }),
    defineRoute({
      method: 'GET', url: r.urls.formModel, scope: `${kind}-edit`, summary: `The ${kind} as its form model, for the edit form (reveals the ${r.sealed}; audited).`,
      query: v.reference,
      async handler({ query, auth, services }) {
        return ok(await r.service(services).formModel(auth, idOf(query)));
      },
    }),
    defineRoute({
      method: 'GET', url: r.urls.details, scope: `${kind}-view`, summary: `The ${kind} detail read; the ${r.sealed} masked.`,
      query: v.reference,
      async handler({ query, auth, services }) {
        const details = await r.service(services).details(auth, idOf(query));
        return ok(r.detailsKey ? { [r.detailsKey]: details } : details);
      },
    }),
    defineRoute({
      method: 'GET', url: r.urls.search, scope: `${kind}-view`, summary: `The ${kind} list: search, filters, sort and pages (last_Page, count, current_Page).`,
      query: v.search,
      async handler({ query, auth, services }) {
        return ok(await r.service(services).search(auth, query));
      },
    }),
    defineRoute({
      method: 'PUT', url: r.urls.retire, referenceId: idKey, scope: `${kind}-delete`, summary: `Retires a ${kind}: it leaves lists and searches but stays on the books.`,
      body: v.retire, query: validateNoQuery,
      async handler({ body, auth, services }) {
        await r.service(services).retire(auth, idOf(body), body.version);
        return ok({ [idKey]: idOf(body) }, r.replies.removed);
      },
    }),
    defineRoute({
      method: 'PUT', url: r.urls.restore, scope: `${kind}-admin`, summary: `Puts a retired ${kind} back on the lists (audited); a stale version answers 412, one not retired 404.`,
      body: v.retire, query: validateNoQuery,
      async handler({ body, auth, services }) {
        await r.service(services).restore(auth, idOf(body), body.version);
        return ok({ [idKey]: idOf(body) }, r.replies.restored);
      },
    }),
    defineRoute({
      method: 'GET', url: r.urls.lookup, scope: `${kind}-view`, summary: `${r.lookupKey[0].toUpperCase()}${r.lookupKey.slice(1)} by name for pickers: from_Id, name, profile_Image.`,
      query: validateLookup,
      async handler({ query, auth, services }) {
        return ok({ [r.lookupKey]: await r.service(services).lookup(auth, query) });
      },
    }),
  ];
}
