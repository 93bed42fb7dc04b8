/** A case as GET /v1/cases/human, /v1/cases/entity answer it. */
export interface CaseRead {
  irys_Case_Reference_Id: string;
  version: number;
  case_Module_Reference_Id: string;
  module_Type: 'human' | 'entity';
  case_Type: string;
  /** what a general request is about (renewal_Review ...), when it was said */
  request_Type?: string | null;
  case_Status: string;
  description: string | null;
  is_Priority: boolean;
  due_Date: string | null;
  is_Overdue: boolean;
  open_Tasks: number;
  assignees: Assignee[];
  entity_Name: string | null;
  entity_Profile_Image: string | null;
  /** the name of the human a human's case is on */
  human_Name: string | null;
}

export interface Assignee {
  assignee_Id: string;
  assignee_First_Name: string;
  assignee_Last_Name: string;
}

/** A task as the task lists answer it (irys_Task with its assignees and relations). */
export interface TaskRead {
  task_Reference_Id: string;
  version: number;
  task_Name: string;
  task_Description: string | null;
  task_Type: string;
  status: 'open' | 'closed';
  due_Date: string | null;
  is_Overdue: boolean;
  is_Read: boolean;
  priority: 0 | 1;
  source: string | null;
  metadata: Record<string, unknown> | null;
  case_Reference_Id: string | null;
  assignee: string[];
  assignees: Assignee[];
  data: {
    related_To_Who: string;
    related_To_Who_Reference_Id: string;
    related_To_Who_Name: string | null;
    related_To_What: string | null;
    related_To_What_reference_Id: string | null;
  }[];
}

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
