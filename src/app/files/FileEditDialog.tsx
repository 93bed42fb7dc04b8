import { Dialog, DialogPanel } from '@headlessui/react';
import { FileDetailsForm } from './FileDetailsForm';

interface FileEditDialogProps {
  fileReferenceId: string;
  /** saved: the server's sentence */
  onSaved(message: string): void;
  onCancelled(): void;
}

/** The File Details edit dialog ('Fill out any missing details.'): Cancel asks first; Escape and outside clicks do nothing. */
export function FileEditDialog({ fileReferenceId, onSaved, onCancelled }: FileEditDialogProps) {
  return (
    <Dialog open onClose={() => {}} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto w-full max-w-3xl rounded-lg bg-slate-50 p-6 shadow-xl">
          <FileDetailsForm
            fileReferenceId={fileReferenceId}
            onSaved={onSaved}
            onCancelled={onCancelled}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
