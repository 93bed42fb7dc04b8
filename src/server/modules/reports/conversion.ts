import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { opportunities } from '../../db/schema.ts';
import { addDays } from '../../../engine/core/dates.ts';
import { byMonth, percent, reportMonths } from './monthly.ts';
import type { PeriodQuery } from './retention.ts';

const counted = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/**
 * Pipeline conversion by the month opportunities were created (UTC days): how many, won, lost and
 * still open, and the premium won — one aggregate by the database; conversion is won of created,
 * the win rate won of closed.
 */
export async function conversion(db: Db, auth: AuthContext, q: PeriodQuery) {
  const months = reportMonths(q.months);
  const month = sql<string>`to_char(${opportunities.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db.select({
    month,
    created: sql<number>`count(*)`.mapWith(Number),
    won: counted(sql`${opportunities.isWon}`),
    lost: counted(sql`${opportunities.status} = 'closed' and not ${opportunities.isWon}`),
    open: counted(sql`${opportunities.status} <> 'closed'`),
    premium_Won: sql<number>`coalesce(sum(${opportunities.actualPremium}) filter (where ${opportunities.isWon}), 0)`.mapWith(Number),
  }).from(opportunities).where(and(
    eq(opportunities.tenantId, auth.tenantId), isNull(opportunities.retiredAt),
    sql`${opportunities.createdAt} >= ${months[0].from}::timestamp at time zone 'UTC'`,
    sql`${opportunities.createdAt} < ${addDays(months[months.length - 1].to, 1)}::timestamp at time zone 'UTC'`,
    q.business ? eq(opportunities.opportunityType, q.business) : undefined,
  )).groupBy(month);
  const zero = { created: 0, won: 0, lost: 0, open: 0, premium_Won: 0 };
  return byMonth(months, rows, zero, (f) => ({ conversion_Rate: percent(f.won, f.created), win_Rate: percent(f.won, f.won + f.lost) }));
}
