import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { policies, users } from '../../db/schema.ts';
import { renewalPolicy, writtenPolicy } from '../policies/declarations.ts';
import { answered } from '../insuredLines/money.ts';
import { bookMonths } from '../dashboard/period.ts';

/**
 * Production by producer: the policies written (latest versions, bound or beyond) taking effect in
 * the dashboard's twelve months, by the producer who owns them — how many, new business and
 * renewals, their premium and commission. Policies without a producer come last, as one row.
 */
export async function productionByProducer(db: Db, auth: AuthContext) {
  const months = bookMonths();
  const producer = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
  const rows = await db.select({
    producer,
    policies: sql<number>`count(*)`.mapWith(Number),
    renewals: sql<number>`count(*) filter (where ${renewalPolicy})`.mapWith(Number),
    premium: sql<string>`coalesce(sum(${policies.actualPremium}), 0)`,
    commission: sql<string>`coalesce(sum(${policies.actualCommission}), 0)`,
  })
    .from(policies).leftJoin(users, eq(users.id, policies.ownerUserId))
    .where(and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, writtenPolicy,
      sql`${policies.effectiveDate} between ${months[0].from} and ${months[months.length - 1].to}`))
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(sql`${users.id} is null`, sql`sum(${policies.actualPremium}) desc`, producer);
  return {
    from: months[0].from, to: months[months.length - 1].to,
    producers: rows.map((r) => ({ ...r, new_Business: r.policies - r.renewals, premium: answered(r.premium)!, commission: answered(r.commission)! })),
  };
}
