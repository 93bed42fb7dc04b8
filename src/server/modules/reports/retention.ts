import { and, eq, isNull, not, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { opportunities, policies } from '../../db/schema.ts';
import { cancelledPolicy, renewalPolicy, writtenPolicy } from '../policies/declarations.ts';
import { byMonth, percent, reportMonths } from './monthly.ts';

export interface PeriodQuery { months: number; business?: 'new' | 'renewal' }

/**
 * What became of a policy's renewal: 'renewed' once a renewal opportunity renewing it is won, else
 * 'in_Progress' while one is open, else 'lost' when one was lost; null when none was started.
 */
const outcome = sql<string | null>`(select case when bool_or(${opportunities.isWon}) then 'renewed'
  when bool_or(${opportunities.status} <> 'closed') then 'in_Progress' when bool_or(not ${opportunities.isWon}) then 'lost' end
  from ${opportunities} where ${opportunities.tenantId} = ${policies.tenantId} and ${opportunities.retiredAt} is null
  and ${opportunities.renewalOfPolicyIds} @> array[${policies.masterPolicyId}::text])`;

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
  }).from(policies).where(and(
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
