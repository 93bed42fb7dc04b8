import type { GetCasesEntityAnswer, GetTasksHumanAnswer } from '../../generated';

/** A case as GET /v1/cases/human, /v1/cases/entity (and GET /v1/case) answer it. */
export type CaseRead = GetCasesEntityAnswer['cases'][number];

/** A case's or a task's assignee. */
export type Assignee = CaseRead['assignees'][number];

/** A task as the task lists answer it (irys_Task with its assignees and relations). */
export type TaskRead = GetTasksHumanAnswer['tasks'][number];

/** The record a panel, a case or a file belongs to. */
export interface WorkSource {
  kind: 'human' | 'entity';
  id: string;
}

/** A task added on a case: on that case, and related to the human or entity the case is on (shown by name, and removable). */
export function newTaskOnCase(kase: CaseRead): Record<string, unknown> {
  const name = kase.module_Type === 'entity' ? kase.entity_Name : kase.human_Name;
  const related = { related_To_Who: kase.module_Type.toUpperCase(), related_To_Who_Reference_Id: kase.case_Module_Reference_Id, related_To_Who_Name: name };
  return { case_Reference_Id: kase.irys_Case_Reference_Id, ...(name ? { data: [related] } : {}) };
}

export const assigneeName = (a: Assignee) => `${a.assignee_First_Name} ${a.assignee_Last_Name}`;
