import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { closedStages } from '../../../domain/opportunityStages.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { markets, opportunities, policies } from '../../db/schema.ts';
import { renewalPolicy, writtenPolicy } from '../policies/declarations.ts';
import { answered } from '../insuredLines/money.ts';
import type { Month } from './period.ts';
import { byStage } from './stages.ts';

const count = sql<number>`count(*)`.mapWith(Number);
const premium = sql<string>`coalesce(sum(${policies.actualPremium}), 0)`;
/** How many carriers the top carriers tile names. */
const topCarrierCount = 5;

/** The tenant's policies written (bound or beyond, latest versions) with an effective date in the months. */
const writtenIn = (auth: AuthContext, months: Month[]) => and(
  eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, writtenPolicy,
  sql`${policies.effectiveDate} between ${months[0].from} and ${months[months.length - 1].to}`,
);

/** Written premium by the month policies take effect: every month, none written is 0. */
export async function writtenPremium(db: Db, auth: AuthContext, months: Month[]) {
  const month = sql<string>`to_char(${policies.effectiveDate}, 'YYYY-MM')`;
  const rows = await db.select({ month, count, premium }).from(policies).where(writtenIn(auth, months)).groupBy(month);
  const found = new Map(rows.map((r) => [r.month, r]));
  return months.map((m) => ({ ...m, count: found.get(m.month)?.count ?? 0, premium: answered(found.get(m.month)?.premium ?? 0)! }));
}

/** The agency's open opportunities by stage, with their premium. */
export function pipeline(db: Db, auth: AuthContext) {
  return byStage(db, and(eq(opportunities.tenantId, auth.tenantId), isNull(opportunities.retiredAt), notInArray(opportunities.stage, closedStages))!);
}

/** Policies written in the months: new business and renewals, how many and their premium. */
export async function newVsRenewals(db: Db, auth: AuthContext, months: Month[]) {
  const renewal = sql<boolean>`${renewalPolicy}`;
  const rows = await db.select({ renewal, count, premium }).from(policies).where(writtenIn(auth, months)).groupBy(renewal);
  return (['new', 'renewal'] as const).map((kind) => {
    const row = rows.find((r) => r.renewal === (kind === 'renewal'));
    return { kind, count: row?.count ?? 0, premium: answered(row?.premium ?? 0)! };
  });
}

/** The carriers (markets) with the most premium written in the months. */
export async function topCarriers(db: Db, auth: AuthContext, months: Month[]) {
  const rows = await db.select({ market_Reference_Id: markets.id, name: markets.name, count, premium })
    .from(policies).innerJoin(markets, eq(markets.id, policies.marketId))
    .where(writtenIn(auth, months)).groupBy(markets.id, markets.name)
    .orderBy(desc(premium), markets.name).limit(topCarrierCount);
  return rows.map((r) => ({ ...r, premium: answered(r.premium)! }));
}
