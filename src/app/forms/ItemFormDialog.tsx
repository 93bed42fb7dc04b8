import { useMemo } from 'react';
import { FormDialog } from '../../engine/react/FormDialog';
import type { ItemDialogProps } from '../../engine/react/ItemForms';
import { useToast } from '../../engine/react/Toasts';
import { itemProtocol } from './itemProtocol';
import { useFormDefinition } from './useFormDefinition';
import { useFormEnvironment } from './useFormEnvironment';

/** A detail tab's item form in a dialog (Add / Edit Contact): the form's record is the tab's record, its save the item's call. */
export default function ItemFormDialog({ form, mode, call, values, onSaved, onCancelled }: ItemDialogProps) {
  const toast = useToast();
  const { data: definition, error } = useFormDefinition(form);
  const ui = definition?.ui;
  const environment = useFormEnvironment(ui, form);
  const { allowed } = environment;
  const protocol = useMemo(() => ui && itemProtocol({ ui, mode, call, values, allowed, onSaved }), [ui, mode, call, values, allowed, onSaved]);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!definition || !protocol) return null;
  return <FormDialog definition={definition} mode={mode} protocol={protocol} environment={environment} onBanner={toast.error} onCancelled={onCancelled} />;
}
