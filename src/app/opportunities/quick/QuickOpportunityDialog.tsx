import { useMemo } from 'react';
import { FormDialog } from '../../../engine/react/FormDialog';
import { useToast } from '../../../engine/react/Toasts';
import { itemProtocol } from '../../forms/itemProtocol';
import { useFormDefinition } from '../../forms/useFormDefinition';
import { useFormEnvironment } from '../../forms/useFormEnvironment';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { newOpportunityPath } from '../AddOpportunity';

/** The human or entity whose page the dialog opens from: the main contact it starts with. */
export interface MainContact {
  reference_Id: string;
  type: string;
  name: string;
}

const quickCall = { method: 'POST', path: '/v1/quick/opportunity', body: {} } as const;

/**
 * The quick opportunity (schemas/opportunity/quick-opportunity.ui.json, a form of three steps): the
 * main contact (the page's record at first), lines of business with effective and expiration dates,
 * the first named insured; Save calls POST /v1/quick/opportunity, says the server's sentence and
 * opens the new opportunity at its first step.
 */
export default function QuickOpportunityDialog({ contact, onClose }: { contact: MainContact; onClose(): void }) {
  const toast = useToast();
  const navigate = useGuardedNavigate();
  const { data: definition, error } = useFormDefinition('quick-opportunity');
  const ui = definition?.ui;
  const environment = useFormEnvironment(ui, 'opportunity');
  const { allowed } = environment;
  const protocol = useMemo(() => {
    if (!ui) return undefined;
    const onSaved = (message: string, resolved: unknown) => {
      toast.success(message);
      onClose();
      navigate(newOpportunityPath((resolved as { opportunity_Reference_Id: string }).opportunity_Reference_Id));
    };
    return itemProtocol({ ui, mode: 'add', call: quickCall, values: { id: contact.reference_Id, item: { ...contact } }, allowed, onSaved });
  }, [ui, contact, allowed, toast, onClose, navigate]);
  if (error) return <p role="alert" className="p-6 text-red-700">{(error as Error).message}</p>;
  if (!definition || !protocol) return null;
  return <FormDialog definition={definition} mode="add" protocol={protocol} environment={environment} onBanner={toast.error} onCancelled={onClose} />;
}
