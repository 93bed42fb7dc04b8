import type { ReactNode } from 'react';
import { dueShown } from '../../engine/core/dueTime';
import { texts } from '../texts';
import { WorkDialog } from './WorkDialog';
import { assigneeName, type TaskRead } from './work';

const labelOf = (labels: Record<string, string>, code: string | null) => (code ? (labels[code] ?? code) : texts.none);

/** A task's View: its description and details. */
export function TaskDetailsDialog({ task, onClose }: { task: TaskRead; onClose(): void }) {
  const w = texts.work;
  const rows: [string, ReactNode][] = [
    [w.description, task.task_Description || texts.none],
    [w.source, labelOf(texts.taskSources, task.source)],
    [w.status, labelOf(texts.taskStatuses, task.status)],
    [w.dueDate, dueShown(task.due_Date) || texts.none],
    [w.assignees, task.assignees.map(assigneeName).join(', ') || texts.none],
    [w.relatedTo, task.data.map((r) => r.related_To_Who_Name ?? r.related_To_Who_Reference_Id).join(', ') || w.notSelected],
    [w.priority, task.priority ? texts.yes : texts.no],
  ];
  return (
    <WorkDialog title={task.task_Name} subtitle={w.taskDetails} width="max-w-lg" onClose={onClose}>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="col-span-2 whitespace-pre-wrap break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </WorkDialog>
  );
}
