import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  /** the line under the title that describes the dialog */
  description?: string;
  /** the panel's width class ('max-w-md') */
  width: string;
  /** Escape or a click outside */
  onClose(): void;
  children: ReactNode;
}

/** A modal dialog: the dimmed page, a centred panel with its title and description, then its content (the page scrolls to a tall one). */
export function ModalDialog({ title, description, width, onClose, children }: ModalDialogProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      {/* centred while it fits, scrolled when taller than the window */}
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`w-full ${width} rounded-lg bg-white p-6 text-slate-800 shadow-xl`}>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
