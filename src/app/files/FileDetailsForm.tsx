import { Description, DialogTitle } from '@headlessui/react';
import { useMemo } from 'react';
import { HostedForm } from '../../engine/react/HostedForm';
import { useToast } from '../../engine/react/Toasts';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useFormEnvironment } from '../forms/useFormEnvironment';
import { fileDetailsProtocol } from './fileDetailsProtocol';

const form = 'file-details';
const mode = 'edit';

interface FileDetailsFormProps {
  fileReferenceId: string;
  /** saved: the server's sentence */
  onSaved(message: string): void;
  /** Cancel (or the attachment's Exit) was confirmed */
  onCancelled(): void;
  /** the cancel button's label when not Cancel (Exit) */
  cancelLabel?: string;
}

/** The File Details form (schemas/file/file-details.ui.json) of one file in a dialog, titled by its mode: name, tags, Related to (Who), description. */
export function FileDetailsForm({ fileReferenceId, onSaved, onCancelled, cancelLabel }: FileDetailsFormProps) {
  const toast = useToast();
  const { data: definition, error } = useFormDefinition(form);
  const ui = definition?.ui;
  const environment = useFormEnvironment(ui, 'file');
  const shown = useMemo(() => (cancelLabel ? { ...environment, texts: { ...environment.texts, cancel: cancelLabel } } : environment), [environment, cancelLabel]);
  const protocol = useMemo(() => ui && fileDetailsProtocol({ fileReferenceId, ui, mode, onSaved }), [ui, fileReferenceId, onSaved]);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!definition || !protocol) return null;
  return (
    <HostedForm
      definition={definition}
      mode={mode}
      protocol={protocol}
      environment={shown}
      onBanner={toast.error}
      onCancelled={onCancelled}
      heading={(title) => (
        <>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <Description className="mb-4 text-sm text-slate-600">{definition.ui.modes[mode]?.subtitle}</Description>
        </>
      )}
    />
  );
}
