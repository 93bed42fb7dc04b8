import type { AuthContext } from '../../auth/context.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { createActivities } from './activities.ts';
import { assignees } from './assignees.ts';
import { createCaseRows } from './caseRows.ts';
import { createCaseWrites } from './caseService.ts';
import { createTaskRows } from './taskRows.ts';
import { createTaskWrites } from './taskService.ts';

/** Tasks and cases: their own rules (assignees, relations, overdue) on the shared record lifecycle. */
export function createTaskService(deps: ServiceDeps) {
  const taskRows = createTaskRows(deps.db);
  const caseRows = createCaseRows(deps.db);
  return {
    ...createTaskWrites(deps, taskRows),
    ...createCaseWrites(deps, caseRows),
    ...createActivities(deps.db, taskRows, caseRows),
    assignees: (auth: AuthContext, search?: string) => assignees(deps.db, auth, search),
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
