import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useState } from 'react';
import { useToast } from '../../engine/react/Toasts';
import { texts } from '../texts';
import { FileDetailsForm } from './FileDetailsForm';
import { FileUploadStep } from './FileUploadStep';
import type { UploadRequest } from './upload';

export interface AttachFileDialogProps {
  open: boolean;
  onClose(): void;
  /** the human or entity the file is related to as soon as it is uploaded */
  related?: { kind: 'human' | 'entity'; id: string };
  /** the case the file is uploaded on */
  caseReferenceId?: string;
  /** the policy or market the file is uploaded on */
  uploadedOn?: UploadRequest['uploadedOn'];
  /** a file dropped on the opener: its upload starts at once */
  initialFile?: File;
  /** the file is on the books (Attach was pressed) */
  onAttached?(fileReferenceId: string): void;
}

/**
 * The file attachment dialog: step 1 uploads one file with its real progress (a file chosen or
 * dropped on the dialog), Attach (at 100) goes to step 2, the File Details form; Exit returns to
 * step 1 and clears the details. Escape and outside clicks do nothing, so an upload or typed
 * details are never dropped unasked.
 */
export default function AttachFileDialog(props: AttachFileDialogProps) {
  if (!props.open) return null;
  return <AttachFile {...props} />;
}

function AttachFile({ onClose, related, caseReferenceId, uploadedOn, initialFile, onAttached }: AttachFileDialogProps) {
  const toast = useToast();
  const [attached, setAttached] = useState<string>();
  // a new upload step each time Exit returns to it: nothing of the last file stays
  const [round, setRound] = useState(0);
  const attach = (id: string) => {
    onAttached?.(id);
    setAttached(id);
  };
  const saved = useCallback(
    (message: string) => {
      toast.success(message);
      onClose();
    },
    [toast, onClose],
  );
  const exit = useCallback(() => {
    setAttached(undefined);
    setRound((r) => r + 1);
  }, []);
  return (
    <Dialog open onClose={() => {}} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto w-full max-w-3xl rounded-lg bg-slate-50 p-6 shadow-xl">
          {attached ? (
            <FileDetailsForm
              fileReferenceId={attached}
              onSaved={saved}
              onCancelled={exit}
              cancelLabel={texts.files.exit}
            />
          ) : (
            <>
              <DialogTitle className="text-lg font-semibold text-slate-900">{texts.files.attachTitle}</DialogTitle>
              <Description className="mb-4 text-sm text-slate-600">{texts.files.attachSubtitle}</Description>
              <FileUploadStep
                key={round}
                related={related}
                caseReferenceId={caseReferenceId}
                uploadedOn={uploadedOn}
                initialFile={round === 0 ? initialFile : undefined}
                onAttach={attach}
                onCancel={onClose}
              />
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
