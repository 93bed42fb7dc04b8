import { useMemo } from 'react';
import type { FormProtocol } from '../../engine/core/formProtocol';
import type { UiSchema } from '../../engine/core/manifests';
import { FormDialog } from '../../engine/react/FormDialog';
import { useToast } from '../../engine/react/Toasts';
import type { WidgetServices } from '../../widgets/types';
import { useFormDefinition } from './useFormDefinition';
import { useFormEnvironment } from './useFormEnvironment';

interface ProtocolFormDialogProps {
  form: string;
  mode: string;
  /** the opener's load and save for the form's ui schema; keep it stable (a new one loads the form again) */
  protocol(ui: UiSchema): FormProtocol;
  /** widget services the opener narrows (an opportunity's lines of business instead of every line) */
  services?: Partial<WidgetServices>;
  onCancelled(): void;
}

/** A form in a dialog that loads and saves through its opener's protocol: a record's item, or calls of the opener's own (a submission to each market chosen). */
export default function ProtocolFormDialog({ form, mode, protocol, services, onCancelled }: ProtocolFormDialogProps) {
  const toast = useToast();
  const { data: definition, error } = useFormDefinition(form);
  const ui = definition?.ui;
  const general = useFormEnvironment(ui, form);
  const narrowed = useMemo(() => services && { ...general.services, ...services }, [general.services, services]);
  const environment = narrowed ? { ...general, services: narrowed } : general;
  const hosted = useMemo(() => ui && protocol(ui), [ui, protocol]);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!definition || !hosted) return null;
  return <FormDialog definition={definition} mode={mode} protocol={hosted} environment={environment} onBanner={toast.error} onCancelled={onCancelled} />;
}
