import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { linesOfBusiness, markets, policies } from '../../db/schema.ts';
import { activePolicy } from '../policies/declarations.ts';
import { answered } from '../insuredLines/money.ts';

/** The book of business: the tenant's policies in force, by line of business and carrier, how many and the lines' premium. */
export async function bookOfBusiness(db: Db, auth: AuthContext) {
  const line = sql`jsonb_array_elements(${policies.lines})`;
  const rows = await db.select({
    line: linesOfBusiness.name, carrier: markets.name,
    policies: sql<number>`count(distinct ${policies.id})`.mapWith(Number),
    premium: sql<string>`sum((policy_line->>'selected_Premium')::numeric)`,
  })
    .from(policies)
    .innerJoin(sql`${line} as policy_line`, sql`true`)
    .innerJoin(linesOfBusiness, sql`${linesOfBusiness.id}::text = policy_line->>'line_Of_Business_Id'`)
    .innerJoin(markets, eq(markets.id, policies.marketId))
    .where(and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, activePolicy()))
    .groupBy(linesOfBusiness.name, markets.name)
    .orderBy(asc(linesOfBusiness.name), asc(markets.name));
  return rows.map((r) => ({ ...r, premium: answered(r.premium)! }));
}
