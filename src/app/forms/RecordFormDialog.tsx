import { useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { FormDialog } from '../../engine/react/FormDialog';
import { useToast } from '../../engine/react/Toasts';
import { loadForm } from './discovered';
import { recordProtocol } from './recordProtocol';
import { useFormEnvironmentWith } from './formServices';

interface RecordFormDialogProps {
  /** the form's name ('entity') */
  form: string;
  /** a mode of the form ('quick-add') */
  mode: string;
  /** the record was created: its id, for the opener to use (and close the dialog) */
  onSaved(id: string): void;
  /** Cancel was confirmed */
  onCancelled(): void;
}

/**
 * A record's form in a dialog (the quick-add of an entity): the new record is created through the
 * form's api, the server's sentence shown ('Entity successfully added'), and its id handed to the
 * opener; a failed save says the mode's sentence ('Error adding entity').
 */
export function RecordFormDialog({ form, mode, onSaved, onCancelled }: RecordFormDialogProps) {
  const toast = useToast();
  const { data: definition } = useSWR(['form', form], () => loadForm(form), { revalidateOnFocus: false });
  const ui = definition?.ui;
  // its quick adds open a dialog like this one
  const environment = useFormEnvironmentWith(ui, form, RecordFormDialog);
  const { allowed } = environment;
  // the opener's onSaved may be a new function on every render; the form must not load again for it
  const opener = useRef(onSaved);
  useEffect(() => {
    opener.current = onSaved;
  });
  const protocol = useMemo(() => {
    if (!ui) return undefined;
    const saved = (message: string, id: string) => {
      toast.success(message);
      opener.current(id);
    };
    return recordProtocol({ ui, mode, allowed, onSaved: saved });
  }, [ui, mode, allowed, toast]);
  if (!definition || !protocol) return null;
  return <FormDialog definition={definition} mode={mode} protocol={protocol} environment={environment} onBanner={toast.error} onCancelled={onCancelled} />;
}
