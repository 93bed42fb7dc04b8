import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteDeclaration } from '../../../src/server/http/route';
import type { TestApp } from '../helpers/app';
import type { IdSource } from './schemaArbitrary';

/**
 * The table an id of a body, query or path names, by the property's name (the route's address says
 * whose `id` and `reference_Id` it is). A route with an id this does not know fails the matrix, so a
 * new kind of id is named here once.
 */
const tables: Record<string, string> = {
  human_Reference_Id: 'humans', related_To_Who_Reference_Id: 'humans', reference_Id: 'humans', case_Module_Reference_Id: 'humans',
  entity_Reference_Id: 'entities', insured_Reference_Id: 'entities', first_Name_Insured_Reference_Id: 'entities',
  contact_Reference_Id: 'contacts', first_Name_Insured_Contact_Ref_Id: 'contacts', email_Reference_Id: 'contacts',
  task_Reference_Id: 'tasks', case_Reference_Id: 'cases', irys_Case_Reference_Id: 'cases',
  file_Reference_Id: 'files', file_Reference_Ids: 'files',
  market_Reference_Id: 'markets', marketId: 'markets', issuingCompanyId: 'markets',
  policy_Reference_Id: 'policies', master_Policy_Id: 'policies', policy_Reference_Ids: 'policies',
  policy_Draft_Reference_Id: 'policy_drafts',
  opportunity_Reference_Id: 'opportunities',
  submission_Reference_Id: 'submissions', version_Reference_Id: 'submission_versions', quote_Reference_Id: 'quotes', proposal_Reference_Id: 'proposals',
  Loss_History_Info_Reference_Id: 'loss_history', prior_Carrier_Info_Reference_Id: 'prior_carriers',
  certificate_Holder_Reference_Id: 'certificate_holders',
  outbound_Draft_Reference_Id: 'email_drafts',
  user_Reference_Id: 'memberships', tenant_Id: 'tenants',
  /** shared by every tenant: a real one, so the request is otherwise sound */
  line_Of_Business_Id: 'lines_of_business', lob_Reference_Id: 'lines_of_business', lob_Reference_Ids: 'lines_of_business', to_Retire_Lob_Reference_Ids: 'lines_of_business',
};
const shared = new Set(['lines_of_business']);
/** ids of what no table holds (an import's job lives in the instance's memory): any UUID, never the tenant's */
const notStored: Record<string, string> = { import_Job_Id: 'import jobs' };

function tableOf(route: RouteDeclaration, name: string): string {
  if (name === 'id' && route.url.includes('/profile/')) return 'profile_images';
  if (name === 'id') return route.url.includes('entity') ? 'entities' : 'humans';
  const table = tables[name] ?? notStored[name];
  if (!table) throw new Error(`${route.method} ${route.url}: no table known for the id ${name} (tests/api/sweep/tenantIds.ts)`);
  return table;
}

/** One id of each table of the tenant (a user of its only, the tenant itself; a line of business of all). */
export async function idsOf(t: TestApp, tenantId: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // an entity insured by the policy, so that requests naming both (a certificate) hold together
  const [policy] = await t.rows<{ id: string; entity: string }>(sql`select id, insured_entity_id as entity from policies where tenant_id = ${tenantId} and insured_type = 'entity' and retired_at is null order by id limit 1`);
  if (policy) found.set('policies', policy.id).set('entities', policy.entity);
  // a general request: a case every case route reads, GET /v1/case too (which reads only those)
  const [request] = await t.rows<{ id: string }>(sql`select id from cases where tenant_id = ${tenantId} and case_type = 'GENERAL_REQUEST' and retired_at is null order by id limit 1`);
  if (request) found.set('cases', request.id);
  for (const table of idTables()) {
    if (found.has(table)) continue;
    const query = table === 'tenants' ? sql`select ${tenantId}::uuid as id`
      // a user of this tenant only (one of several tenants is the other's too)
      : table === 'memberships' ? sql`select user_id as id from memberships m where tenant_id = ${tenantId} and not exists (select 1 from memberships o where o.user_id = m.user_id and o.tenant_id <> m.tenant_id) order by user_id limit 1`
        : shared.has(table) ? sql.raw(`select id from ${table} order by id limit 1`)
          : sql.raw(`select id from ${table} where tenant_id = '${tenantId}' order by id limit 1`);
    const [row] = await t.rows<{ id: string }>(query);
    if (row) found.set(table, row.id);
  }
  return found;
}

/** The id of the table a route's property or path parameter names, from `ids`. */
export function idFor(route: RouteDeclaration, ids: Map<string, string>, name: string): string {
  const table = tableOf(route, name);
  const id = ids.get(table);
  if (!id) throw new Error(`${route.method} ${route.url}: the tenant has no row in ${table} to ask for`);
  return id;
}

/** The ids a route's schemas take, from `ids` (any UUID for a table it has none of yet). */
export const idSource = (route: RouteDeclaration, ids: Map<string, string>): IdSource => (name) => {
  const id = ids.get(tableOf(route, name));
  return id ? fc.constant(id) : fc.uuid({ version: 4 });
};

/** The tables an id may name. */
export const idTables = () => new Set([...Object.values(tables), 'humans', 'entities', 'profile_images']);

/** Whether the id's table is one tenant's (a line of business is everybody's). */
export const isTenantId = (route: RouteDeclaration, name: string) => !shared.has(tableOf(route, name));
