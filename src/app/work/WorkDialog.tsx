import type { ReactNode } from 'react';
import { ModalDialog } from '../../engine/react/ModalDialog';
import { texts } from '../texts';

interface WorkDialogProps {
  title: string;
  subtitle?: string;
  /** the panel's width class ('max-w-lg') */
  width: string;
  onClose(): void;
  children: ReactNode;
}

/** A dialog that only shows (a task's View, the activity search): the engine's modal dialog with a Close button; Escape or a click outside close it too. */
export function WorkDialog({ title, subtitle, width, onClose, children }: WorkDialogProps) {
  return (
    <ModalDialog title={title} description={subtitle} width={width} onClose={onClose}>
      <div className="mt-4 flex flex-col gap-4">
        {children}
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.close}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
