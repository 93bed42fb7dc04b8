import type { TaskBody } from '../../generated/types/task';
import type { TaskRead } from './work';

/**
 * POST /v1/edit/task replaces the task and its relations: the body is the task as read, at its
 * version, with the change made (status or priority), so nothing else it holds is lost.
 */
export function taskEditBody(task: TaskRead, change: Partial<Pick<TaskRead, 'status' | 'priority'>>): TaskBody {
  const irys_Task: TaskBody['irys_Task'] = {
    task_Reference_Id: task.task_Reference_Id,
    version: task.version,
    task_Name: task.task_Name,
    task_Type: task.task_Type,
    status: task.status,
    assignee: task.assignee,
    due_Date: task.due_Date,
    is_Read: task.is_Read,
    priority: task.priority,
    source: task.source as TaskBody['irys_Task']['source'],
    metadata: task.metadata,
    ...(task.task_Description !== null && { task_Description: task.task_Description }),
    ...(task.case_Reference_Id !== null && { case_Reference_Id: task.case_Reference_Id }),
    ...change,
  };
  const data = task.data.map((r) => ({
    related_To_Who: r.related_To_Who as NonNullable<TaskBody['data']>[number]['related_To_Who'],
    related_To_Who_Reference_Id: r.related_To_Who_Reference_Id,
    related_To_What: r.related_To_What,
    related_To_What_reference_Id: r.related_To_What_reference_Id,
    relationship_Code: 'TASK' as const,
  }));
  return { irys_Task, data };
}
