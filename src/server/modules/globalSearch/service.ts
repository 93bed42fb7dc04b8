import type { ValidateFunction } from 'ajv';
import { hasScope } from '../../../engine/core/scopes.ts';
import validateEntitiesSearch from '../../../generated/validators/entities-search.js';
import validateFiles from '../../../generated/validators/files.js';
import validateHumansSearch from '../../../generated/validators/humans-search.js';
import validateOpportunitySearch from '../../../generated/validators/opportunity-search.js';
import validatePolicyList from '../../../generated/validators/policy-list.js';
import type { AuthContext } from '../../auth/context.ts';
import type { Services } from '../../composition/services.ts';

type Found = { rows: Record<string, unknown>[]; count: number };
/**
 * One kind of record the top bar searches: the scope to view it, its list's query schema (whose
 * defaults, its sort, the search takes) and its list's own search: the rows and count the list shows.
 */
interface SearchedKind { kind: string; scope: string; query: ValidateFunction; find(services: Services, auth: AuthContext, q: never): Promise<Found> }

const found = (rows: unknown, count: number): Found => ({ rows: rows as Record<string, unknown>[], count });

const kinds: SearchedKind[] = [
  { kind: 'humans', scope: 'human-view', query: validateHumansSearch, find: async (s, auth, q) => { const r = await s.humans.search(auth, q); return found(r.humans, r.count); } },
  { kind: 'entities', scope: 'entity-view', query: validateEntitiesSearch, find: async (s, auth, q) => { const r = await s.entities.search(auth, q); return found(r.entities, r.count); } },
  { kind: 'opportunities', scope: 'opportunity-view', query: validateOpportunitySearch, find: async (s, auth, q) => { const r = await s.opportunities.search(auth, q); return found(r.opportunities, r.count); } },
  { kind: 'policies', scope: 'policy-view', query: validatePolicyList, find: async (s, auth, q) => { const r = await s.policies.list(auth, q); return found(r.policies, r.count); } },
  { kind: 'files', scope: 'file-view', query: validateFiles, find: async (s, auth, q) => { const r = await s.files.list(auth, q); return found(r.file_Data, r.count); } },
];

/** The list's query for a search: its schema fills its defaults (sort, sort key, filters' defaults) as the list's route does. */
function listQuery(kind: SearchedKind, search: string, limit: number): never {
  const query = { search, limit, page: 1 };
  kind.query(query);
  return query as never;
}

/**
 * GET /v1/search: the top bar's search. Each kind the user may view is searched by its own list's
 * search (tenant-scoped, the shared search machinery): its first matches and how many there are.
 */
export async function searchEverything(services: Services, auth: AuthContext, q: { search: string; limit?: number }) {
  const shown = kinds.filter((k) => hasScope(auth.scopes, k.scope));
  const results = await Promise.all(shown.map((k) => k.find(services, auth, listQuery(k, q.search, q.limit ?? 5))));
  return { results: shown.map((k, i) => ({ kind: k.kind, count: results[i].count, rows: results[i].rows })) };
}
