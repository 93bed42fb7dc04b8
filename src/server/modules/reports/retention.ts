import { and, eq, isNull, not, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { opportunities, policies, policyRenewals } from '../../db/schema.ts';
import { cancelledPolicy, renewalPolicy, writtenPolicy } from '../policies/declarations.ts';
import { byMonth, percent, reportMonths } from './monthly.ts';

export interface PeriodQuery { months: number; business?: 'new' | 'renewal' }

/**
 * What became of a policy's renewal: 'renewed' once the renewal opportunity renewing it is won, else
 * 'in_Progress' while it is open, else 'lost' when it was lost; null when none was started. Joined from
 * the live renewals' table by its unique index (one live renewal a policy: DECISIONS 364), not by
 * searching every opportunity's renewal list; a join, so it is worked out once a policy.
 */
const outcome = sql<string | null>`case when ${opportunities.isWon} then 'renewed' when ${opportunities.status} <> 'closed' then 'in_Progress'
  when not ${opportunities.isWon} then 'lost' end`;

const business = (kind: PeriodQuery['business']) => (kind === undefined ? undefined : kind === 'renewal' ? renewalPolicy : not(renewalPolicy));

/**
 * Renewals and retention by the month policies expire: the written policies (latest versions, not
 * cancelled by their expiration) expiring in the period, and what became of their renewals — one
 * aggregate by the database; retention is renewed of expiring.
 */
export async function retention(db: Db, auth: AuthContext, q: PeriodQuery) {
  const months = reportMonths(q.months);
  const expiring = db.select({
    month: sql<string>`to_char(${policies.expirationDate}, 'YYYY-MM')`.as('month'),
    premium: sql<string>`${policies.actualPremium}`.as('premium'),
    outcome: outcome.as('outcome'),
  }).from(policies)
    .leftJoin(policyRenewals, and(eq(policyRenewals.tenantId, policies.tenantId), eq(policyRenewals.masterPolicyId, policies.masterPolicyId), isNull(policyRenewals.retiredAt)))
    .leftJoin(opportunities, and(eq(opportunities.id, policyRenewals.opportunityId), isNull(opportunities.retiredAt)))
    .where(and(
    eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, writtenPolicy, not(cancelledPolicy(policies.expirationDate)),
    sql`${policies.expirationDate} between ${months[0].from} and ${months[months.length - 1].to}`, business(q.business),
  )).as('expiring');
  const only = (o?: string) => (o ? sql`filter (where ${expiring.outcome} = ${o})` : sql``);
  const count = (o?: string) => sql<number>`count(*) ${only(o)}`.mapWith(Number);
  const premium = (o?: string) => sql<number>`coalesce(sum(${expiring.premium}) ${only(o)}, 0)`.mapWith(Number);
  const rows = await db.select({
    month: expiring.month, expiring: count(), renewed: count('renewed'), in_Progress: count('in_Progress'), lost: count('lost'),
    premium_Expiring: premium(), premium_Renewed: premium('renewed'),
  }).from(expiring).groupBy(expiring.month);
  const zero = { expiring: 0, renewed: 0, in_Progress: 0, lost: 0, premium_Expiring: 0, premium_Renewed: 0 };
  return byMonth(months, rows, zero, (f) => ({ not_Started: f.expiring - f.renewed - f.in_Progress - f.lost, retention_Rate: percent(f.renewed, f.expiring) }));
}
