import { and, asc, desc, eq, gt, gte, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HumansSearchQuery } from '../../generated/types/humans-search.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Db } from '../db/client.ts';
import { humans, tenants } from '../db/schema.ts';

const sortColumns = {
  name: [humans.lastName, humans.firstName],
  first_Name: [humans.firstName, humans.lastName],
  last_Name: [humans.lastName, humans.firstName],
  dob: [humans.dob, humans.lastName],
  created_At: [humans.createdAt],
} as const;

const likePattern = (search: string) => `%${search.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[\\%_]/g, '\\$&')}%`;

/** The values a search binds; its SQL depends only on which are there (see shapeOf). */
function valuesOf(auth: AuthContext, q: HumansSearchQuery) {
  return {
    tenantId: auth.tenantId,
    userId: auth.userId,
    search: q.search?.trim() ? likePattern(q.search) : undefined,
    participant: q.is_Agency_Participant,
    premiumMin: q.active_Premium_Min === undefined ? undefined : String(q.active_Premium_Min),
    premiumMax: q.active_Premium_Max === undefined ? undefined : String(q.active_Premium_Max),
    active: q.is_Active,
  };
}
type Values = ReturnType<typeof valuesOf>;
/** A search value by name: the value itself, or the placeholder a prepared query binds it to. */
type Bind = <K extends keyof Values>(name: K) => NonNullable<Values[K]> | Placeholder;
const placeholder: Bind = (name) => sql.placeholder(name);

/** The WHERE of a search: the tenant's humans not retired, and the filters given. */
function conditions(q: HumansSearchQuery, bind: Bind): SQL[] {
  const where: SQL[] = [eq(humans.tenantId, bind('tenantId')), isNull(humans.retiredAt)];
  if (q.search?.trim()) where.push(sql`${humans.searchName} like ${bind('search')}`);
  if (q.is_Mine) where.push(eq(humans.ownerUserId, bind('userId')));
  if (q.open_Opportunity !== undefined) where.push(q.open_Opportunity ? gt(humans.openOpportunities, 0) : eq(humans.openOpportunities, 0));
  if (q.active_Policies !== undefined) where.push(q.active_Policies ? gt(humans.activePolicies, 0) : eq(humans.activePolicies, 0));
  if (q.is_Agency_Participant !== undefined) where.push(eq(humans.isAgencyParticipant, bind('participant')));
  if (q.active_Premium_Min !== undefined) where.push(gte(humans.activePremium, bind('premiumMin')));
  if (q.active_Premium_Max !== undefined) where.push(lte(humans.activePremium, bind('premiumMax')));
  if (q.is_Active !== undefined) where.push(eq(humans.isActive, bind('active')));
  return where;
}

/** The WHERE of a search with its values in place (counts and look-ups). */
export function filtersOf(auth: AuthContext, q: HumansSearchQuery): SQL[] {
  const values = valuesOf(auth, q);
  return conditions(q, (name) => values[name]!);
}

/** Below this many matches a search reads its matches by trigram index and sorts them. */
const fewMatches = 2000;

/**
 * The page's ORDER BY. Walking the name index in order and filtering is fastest when matches are
 * common, and slow when they are rare (it may read the whole index to find 15): the planner cannot
 * tell which from a LIKE pattern, but the count can. For few matches the sort keys are wrapped as
 * expressions so the planner gathers the matches by the trigram index and sorts only those.
 */
function pageOrder(q: HumansSearchQuery, rare: boolean): SQL[] {
  const direction = q.sort === 'desc' ? desc : asc;
  const key = (column: AnyPgColumn) => (rare && column.dataType === 'string' ? sql`(${column} || '')` : sql`${column}`);
  return [...sortColumns[q.sortKey ?? 'name'], humans.id].map((column) => direction(key(column)));
}

/** What a count depends on besides the data version: the filters, not the page or sort. */
export function filterKey(auth: AuthContext, q: HumansSearchQuery): string {
  const { limit: _l, page: _p, sort: _s, sortKey: _k, ...filters } = q;
  return JSON.stringify([auth.tenantId, q.is_Mine ? auth.userId : '', filters]);
}

/** What a page query's SQL depends on: which filters are there (not their values), the order, rare or not. */
function shapeOf(q: HumansSearchQuery, rare: boolean): string {
  return JSON.stringify([
    Boolean(q.search?.trim()), Boolean(q.is_Mine), q.open_Opportunity ?? null, q.active_Policies ?? null,
    q.is_Agency_Participant !== undefined, q.active_Premium_Min !== undefined, q.active_Premium_Max !== undefined,
    q.is_Active !== undefined, q.sortKey ?? 'name', q.sort ?? 'asc', rare,
  ]);
}

/** The columns of a list row, by the names the API answers with. */
const listColumns = {
  reference_Id: humans.id,
  version: humans.version,
  first_Name: humans.firstName,
  middle_Name: humans.middleName,
  last_Name: humans.lastName,
  preferred_Name: humans.preferredName,
  pronoun_Code: humans.pronounCode,
  dob: humans.dob,
  profile_Image: humans.profileImage,
  ssnLast4: humans.ssnLast4,
  is_Active: humans.isActive,
  is_Agency_Participant: humans.isAgencyParticipant,
  open_Opportunities: humans.openOpportunities,
  active_Policies: humans.activePolicies,
  active_Premium: humans.activePremium,
};

/**
 * Pages of the human list by prepared queries, one per shape, built once: no query building per
 * request, and PostgreSQL plans each shape once per connection.
 */
export function createPageReader(db: Db) {
  const prepared = new Map<string, ReturnType<typeof build>>();
  function build(q: HumansSearchQuery, rare: boolean, name: string) {
    return db
      .select({
        ...listColumns,
        dataVersion: sql<number>`(select ${tenants.humansVersion} from ${tenants} where ${tenants.id} = ${sql.placeholder('tenantId')})`.mapWith(Number),
      })
      .from(humans)
      .where(and(...conditions(q, placeholder)))
      .orderBy(...pageOrder(q, rare))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  /** The page's rows, and the tenant's data version read with them (undefined when the page is empty). */
  return async (auth: AuthContext, q: HumansSearchQuery, count: number, limit: number, page: number) => {
    const rare = Boolean(q.search?.trim()) && count < fewMatches;
    const shape = shapeOf(q, rare);
    let query = prepared.get(shape);
    if (!query) prepared.set(shape, (query = build(q, rare, `humans_page_${prepared.size + 1}`)));
    const rows = await query.execute({ ...valuesOf(auth, q), limit, offset: (page - 1) * limit });
    return { rows: rows.map(({ dataVersion: _version, ...row }) => row), dataVersion: rows[0]?.dataVersion };
  };
}
