import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { cases, opportunities, taskAssignees, tasks } from '../../db/schema.ts';

/** The signed-in user's open tasks, as conditions on tasks (the Activities page and the dashboard count the same). */
export const myOpenTasks = (auth: AuthContext) => [
  eq(tasks.tenantId, auth.tenantId), isNull(tasks.retiredAt), eq(tasks.status, 'open'),
  sql`${tasks.id} in (select ${taskAssignees.taskId} from ${taskAssignees} where ${taskAssignees.userId} = ${auth.userId})`,
];

/**
 * The signed-in user's open cases: those holding one of their open tasks, those they opened on a
 * client, and those of the opportunities assigned to them (an opportunity's case is opened with
 * it, for whoever created it: not theirs to work unless it is assigned to them).
 */
export const myOpenCases = (auth: AuthContext) => [
  eq(cases.tenantId, auth.tenantId), isNull(cases.retiredAt), sql`${cases.caseStatus} <> 'closed'`,
  sql`(${cases.id} in (select ${tasks.caseId} from ${tasks} where ${and(...myOpenTasks(auth))})
    or (${cases.ownerUserId} = ${auth.userId} and ${cases.moduleType} in ('human', 'entity'))
    or ${cases.id} in (select ${opportunities.caseId} from ${opportunities} where ${opportunities.tenantId} = ${auth.tenantId} and ${opportunities.assigneeUserId} = ${auth.userId} and ${opportunities.retiredAt} is null))`,
];
