import { and, sql } from 'drizzle-orm';
import { today } from '../../../engine/core/clock.ts';
import { addDays } from '../../../engine/core/dates.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { cases, dashboardTotals, tasks } from '../../db/schema.ts';
import { myOpenCases, myOpenTasks } from '../cases/myWork.ts';
import { addUp, money, type Total } from './totals.ts';

/** The renewal windows the dashboard counts, in days (the renewals view's first three). */
export const renewalWindows = [30, 60, 90] as const;

const count = sql<number>`count(*)`.mapWith(Number);
/** The start of a day (UTC), as the Activities page's due range reads whole UTC days. */
const startOf = (day: string) => sql`${day}::timestamp at time zone 'UTC'`;

/** The signed-in user's open tasks: overdue (due before today), due today, and all of them (a range of their assignee index). */
export async function myTasks(db: Db, auth: AuthContext) {
  const day = today();
  const [row] = await db.select({
    overdue: sql<number>`count(*) filter (where ${tasks.dueAt} < ${startOf(day)})`.mapWith(Number),
    due_Today: sql<number>`count(*) filter (where ${tasks.dueAt} >= ${startOf(day)} and ${tasks.dueAt} < ${startOf(addDays(day, 1))})`.mapWith(Number),
    open: count,
  }).from(tasks).where(and(...myOpenTasks(auth)));
  return row;
}

/** The signed-in user's open cases, as the Activities page lists them, with the work version they were counted at (one statement). */
export async function myCases(db: Db, auth: AuthContext) {
  const [row] = await db.select({
    open: count,
    version: sql<number>`(select coalesce(sum(${dashboardTotals.count}), 0) from ${dashboardTotals} where ${dashboardTotals.tenantId} = ${auth.tenantId} and ${dashboardTotals.figure} = 'work')`.mapWith(Number),
  }).from(cases).where(and(...myOpenCases(auth)));
  return row;
}

/**
 * Policies due for renewal within 30, 60 and 90 days (as the renewals view lists them): in force, expiring
 * from today, not cancelled by today, without a renewal (the totals read sums them by expiration date).
 */
export function renewalsDue(totals: Total[]) {
  const day = today();
  return renewalWindows.map((days) => {
    const found = addUp(totals, 'expiring', (r) => (r.key! <= addDays(day, days) ? 'due' : undefined)).get('due');
    return { days, count: found?.count ?? 0, premium: money(found?.premium) };
  });
}
