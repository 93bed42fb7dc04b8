import { lazy, Suspense, useState } from 'react';
import { fillTemplate } from '../../engine/core/template';
import { Icon } from '../../engine/react/Icon';
import { dueShown } from '../../engine/core/dueTime';
import { texts } from '../texts';
import { AssigneeAvatars } from './AssigneeAvatars';
import { Badge } from './Badge';
import { useTaskUpdate } from './useTaskUpdate';
import type { TaskRead } from './work';

// the dialog (and the dialog library's code) when a task is first viewed, not with every card
const TaskDetailsDialog = lazy(() => import('./TaskDetailsDialog').then((m) => ({ default: m.TaskDetailsDialog })));

const sourceLabel = (source: string | null) => (texts.taskSources as Record<string, string>)[source ?? 'other'] ?? texts.taskSources.other;

interface TaskCardProps {
  task: TaskRead;
  /** the general-request tenant kind: its badge and a generic avatar */
  generalRequest?: boolean;
  /** whether the user may change tasks (task-edit) */
  canEdit: boolean;
}

/**
 * A task: 'Task' and source badges (or 'General Request'), a box that closes or reopens it, its
 * name, due time in the user's time with the overdue mark, assignee, priority toggle and View.
 */
export function TaskCard({ task, generalRequest = false, canEdit }: TaskCardProps) {
  const [viewing, setViewing] = useState(false);
  const { toggleStatus, togglePriority } = useTaskUpdate();
  const closed = task.status === 'closed';
  const nameId = `task-${task.task_Reference_Id}`;
  return (
    <article aria-labelledby={nameId} className="flex min-w-0 flex-col gap-1.5 rounded border border-slate-200 bg-white p-2 text-xs">
      <div className="flex items-center gap-1">
        <Badge tone="blue">{texts.work.taskBadge}</Badge>
        <Badge>{generalRequest ? texts.work.generalRequestBadge : sourceLabel(task.source)}</Badge>
        <button
          type="button"
          aria-pressed={task.priority === 1}
          aria-label={fillTemplate(texts.work.markPriorityTask, { name: task.task_Name })}
          disabled={!canEdit}
          onClick={() => void togglePriority(task)}
          className={`ml-auto rounded p-0.5 ${task.priority ? 'text-red-600' : 'text-slate-300 hover:text-slate-500'}`}
        >
          <Icon name="flag" className="h-4 w-4" />
        </button>
      </div>
      <div className="flex items-start gap-1.5">
        <input
          type="checkbox"
          checked={closed}
          disabled={!canEdit}
          aria-label={fillTemplate(closed ? texts.work.reopenTask : texts.work.closeTask, { name: task.task_Name })}
          onChange={() => void toggleStatus(task)}
          className="mt-0.5 h-3.5 w-3.5 shrink-0"
        />
        <span id={nameId} className={`break-words font-medium text-slate-800 ${closed ? 'line-through text-slate-500' : ''}`}>{task.task_Name}</span>
      </div>
      {task.due_Date && (
        <p className="text-slate-600">
          {dueShown(task.due_Date)}
          {task.is_Overdue && <span className="ml-1 font-semibold text-red-600">{texts.work.overdue}</span>}
        </p>
      )}
      <div className="flex items-center gap-1">
        <AssigneeAvatars assignees={task.assignees} shown={1} generic={generalRequest} />
        <button type="button" onClick={() => setViewing(true)} aria-label={fillTemplate(texts.work.viewTask, { name: task.task_Name })} className="ml-auto rounded border border-slate-300 px-2 py-0.5">
          {texts.work.view}
        </button>
      </div>
      {viewing && (
        <Suspense>
          <TaskDetailsDialog task={task} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </article>
  );
}
