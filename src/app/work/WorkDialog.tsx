import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { texts } from '../texts';

interface WorkDialogProps {
  title: string;
  subtitle?: string;
  /** the panel's width class ('max-w-lg') */
  width: string;
  onClose(): void;
  children: ReactNode;
}

/** A dialog that only shows (a task's View, the activity search): titled, closed by Close, Escape or a click outside. */
export function WorkDialog({ title, subtitle, width, onClose, children }: WorkDialogProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className={`mx-auto flex w-full ${width} flex-col gap-4 rounded-lg bg-white p-6 shadow-xl`}>
          <div>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {subtitle && <Description className="text-sm text-slate-600">{subtitle}</Description>}
          </div>
          {children}
          <div className="flex justify-end">
            <button type="button" onClick={onClose} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.close}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
