import { useCallback } from 'react';
import { useToast } from '../../engine/react/Toasts';
import { api, ApiError } from '../api/client';
import { texts } from '../texts';
import { taskEditBody } from './taskEdit';
import { useWorkRefresh } from './useWorkRefresh';
import type { TaskRead } from './work';

/**
 * Closes or reopens a task, or toggles its priority, through POST /v1/edit/task at the version
 * read: the spec's toasts; a task someone else changed meanwhile says the server's sentence.
 * Every list of work is read again after, whatever the answer.
 */
export function useTaskUpdate() {
  const toast = useToast();
  const refresh = useWorkRefresh();
  const update = useCallback(
    async (task: TaskRead, change: Partial<Pick<TaskRead, 'status' | 'priority'>>, success: string, failure: string) => {
      try {
        await api('/v1/edit/task', { method: 'POST', body: taskEditBody(task, change) });
        toast.success(success);
      } catch (error) {
        toast.error(error instanceof ApiError && error.status === 412 ? error.message : failure);
      }
      await refresh();
    },
    [toast, refresh],
  );
  return {
    toggleStatus: (task: TaskRead) =>
      task.status === 'closed'
        ? update(task, { status: 'open' }, texts.work.taskOpened, texts.work.taskStatusFailed)
        : update(task, { status: 'closed' }, texts.work.taskClosed, texts.work.taskStatusFailed),
    togglePriority: (task: TaskRead) => update(task, { priority: task.priority ? 0 : 1 }, texts.work.taskUpdated, texts.work.taskPriorityFailed),
  };
}
