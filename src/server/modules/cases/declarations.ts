import replies from '../../../../schemas/task/task.replies.json';
import { cases, tasks } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';

export const taskRecords: RecordDeclaration<typeof tasks> = {
  type: 'task',
  noun: 'Task',
  table: tasks,
  derived: ['searchName'],
  staleMessage: replies.taskStale,
};

export const caseRecords: RecordDeclaration<typeof cases> = {
  type: 'case',
  noun: 'Case',
  table: cases,
  derived: ['searchName'],
  staleMessage: replies.caseStale,
};

/** A task row by the names the API answers with (assignees and relations are added to it). */
export const taskColumns = {
  task_Reference_Id: tasks.id,
  version: tasks.version,
  task_Name: tasks.taskName,
  task_Description: tasks.taskDescription,
  task_Type: tasks.taskType,
  status: tasks.status,
  dueAt: tasks.dueAt,
  is_Read: tasks.isRead,
  priority: tasks.priority,
  source: tasks.source,
  metadata: tasks.metadata,
  case_Reference_Id: tasks.caseId,
};

/** A case's tasks (GET /v1/tasks/case): the query names the case, sort keys as its schema says. */
export const caseTaskSearch: SearchDeclaration<typeof tasks> = {
  type: 'task',
  table: tasks,
  searchColumn: tasks.searchName,
  columns: taskColumns,
  sortKeys: { due_Date: [tasks.dueAt, tasks.taskName], task_Name: [tasks.taskName], created_At: [tasks.createdAt] },
  defaultSortKey: 'due_Date',
  filters: { case_Reference_Id: { kind: 'equals', column: tasks.caseId } },
};
