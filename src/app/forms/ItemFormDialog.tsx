import { useCallback } from 'react';
import type { UiSchema } from '../../engine/core/manifests';
import type { ItemDialogProps } from '../../engine/react/ItemForms';
import type { WidgetServices } from '../../widgets/types';
import { useSession } from '../session/session';
import { itemProtocol } from './itemProtocol';
import ProtocolFormDialog from './ProtocolFormDialog';

/** A detail tab's item form in a dialog (Add / Edit Contact): the form's record is the tab's record, its save the item's call. */
export default function ItemFormDialog({ form, mode, call, values, onSaved, onCancelled, services }: ItemDialogProps & { services?: Partial<WidgetServices> }) {
  const { allowed } = useSession();
  const protocol = useCallback((ui: UiSchema) => itemProtocol({ ui, mode, call, values, allowed, onSaved }), [mode, call, values, allowed, onSaved]);
  return <ProtocolFormDialog form={form} mode={mode} protocol={protocol} services={services} onCancelled={onCancelled} />;
}
