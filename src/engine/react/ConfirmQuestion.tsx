import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  texts: { yes: string; no: string };
  onYes(): void;
  onNo(): void;
}

/** A Yes/No question; Escape or a click outside answers No. */
export default function ConfirmQuestion({ open, title, message, texts, onYes, onNo }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onNo} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {message && <Description className="mt-2 text-sm text-slate-600">{message}</Description>}
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" autoFocus onClick={onNo} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.no}</button>
            <button type="button" onClick={onYes} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">{texts.yes}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
