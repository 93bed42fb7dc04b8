import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { today } from '../../../engine/core/clock.ts';
import { addDays } from '../../../engine/core/dates.ts';
import { closedStages } from '../../../domain/opportunityStages.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { cases, opportunities, policies, tasks } from '../../db/schema.ts';
import { myOpenCases, myOpenTasks } from '../cases/myWork.ts';
import { answered } from '../insuredLines/money.ts';
import { dueWithin } from '../opportunities/renewals.ts';
import { byStage } from './stages.ts';

/** The renewal windows the dashboard counts, in days (the renewals view's first three). */
export const renewalWindows = [30, 60, 90] as const;

const count = sql<number>`count(*)`.mapWith(Number);
/** The start of a day (UTC), as the Activities page's due range reads whole UTC days. */
const startOf = (day: string) => sql`${day}::timestamp at time zone 'UTC'`;

/** The signed-in user's open tasks: overdue (due before today), due today, and all of them. */
export async function myTasks(db: Db, auth: AuthContext) {
  const day = today();
  const [row] = await db.select({
    overdue: sql<number>`count(*) filter (where ${tasks.dueAt} < ${startOf(day)})`.mapWith(Number),
    due_Today: sql<number>`count(*) filter (where ${tasks.dueAt} >= ${startOf(day)} and ${tasks.dueAt} < ${startOf(addDays(day, 1))})`.mapWith(Number),
    open: count,
  }).from(tasks).where(and(...myOpenTasks(auth)));
  return row;
}

/** The signed-in user's open cases, as the Activities page lists them. */
export async function myCases(db: Db, auth: AuthContext) {
  const [row] = await db.select({ open: count }).from(cases).where(and(...myOpenCases(auth)));
  return row;
}

/** Policies due for renewal within 30, 60 and 90 days (as the renewals view lists them): how many and their premium. */
export async function renewalsDue(db: Db, auth: AuthContext) {
  const day = today();
  const within = (days: number) => sql`${policies.expirationDate} <= ${addDays(day, days)}`;
  const [row] = await db.select(Object.fromEntries(renewalWindows.flatMap((days) => [
    [`count${days}`, sql<number>`count(*) filter (where ${within(days)})`.mapWith(Number)],
    [`premium${days}`, sql<string>`coalesce(sum(${policies.actualPremium}) filter (where ${within(days)}), 0)`],
  ]))).from(policies).where(dueWithin(auth, Math.max(...renewalWindows)));
  const figures = row as Record<string, number | string>;
  return renewalWindows.map((days) => ({ days, count: figures[`count${days}`] as number, premium: answered(figures[`premium${days}`])! }));
}

/** The signed-in user's open opportunities (assigned to them) by stage, with their premium. */
export async function myOpportunities(db: Db, auth: AuthContext) {
  return byStage(db, and(eq(opportunities.tenantId, auth.tenantId), isNull(opportunities.retiredAt), eq(opportunities.assigneeUserId, auth.userId), notInArray(opportunities.stage, closedStages))!);
}
