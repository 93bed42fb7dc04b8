import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { dueShown } from '../../engine/core/dueTime';
import { texts } from '../texts';
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
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{task.task_Name}</DialogTitle>
          <Description className="mb-4 text-sm text-slate-600">{w.taskDetails}</Description>
          <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="col-span-2 whitespace-pre-wrap break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={onClose} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.close}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
