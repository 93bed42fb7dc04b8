import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { ItemCall } from '../../engine/core/itemForms';
import { useToast } from '../../engine/react/Toasts';
import { ItemFormDialog } from './lazyParts';
import { useWorkRefresh } from './useWorkRefresh';

/** POST /v1/add/task: 'Add New Task' sends its model as it is. */
export const addTaskCall: ItemCall = { method: 'POST', path: '/v1/add/task', body: {} };
/** POST /v1/add/case: 'Open Case' on a human or an entity. */
export const addCaseCall: ItemCall = { method: 'POST', path: '/v1/add/case', body: {} };

interface WorkFormDialogProps {
  /** the ui schema's name ('task', 'case-add') and its mode */
  form: string;
  mode: string;
  call: ItemCall;
  /** what the new record starts with (its ui schema's readBack places it): a task's case or related record, a case's record */
  start: Record<string, unknown>;
  /** said once saved ('Task created successfully.'); a failure says the mode's saveFailed ('Error creating Task.') */
  saved: string;
  onClose(): void;
}

/** A case's or task's form in the engine's dialog host; once saved, every list of work on the page is read again. */
export function WorkFormDialog({ form, mode, call, start, saved, onClose }: WorkFormDialogProps) {
  const toast = useToast();
  const refresh = useWorkRefresh();
  // the dialog's form loads again when these change: they stay as they are while it is open
  const values = useMemo(() => ({ id: '', item: start }), [start]);
  const opener = useRef(onClose);
  useEffect(() => {
    opener.current = onClose;
  });
  const close = useCallback(() => opener.current(), []);
  const onSaved = useCallback(() => {
    toast.success(saved);
    void refresh();
    close();
  }, [toast, saved, refresh, close]);
  return (
    <Suspense>
      <ItemFormDialog form={form} mode={mode} call={call} values={values} onSaved={onSaved} onCancelled={close} />
    </Suspense>
  );
}
