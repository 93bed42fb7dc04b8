import { lazy, Suspense, useMemo, useState } from 'react';
import { useToast } from '../../engine/react/Toasts';
import { useSession } from '../session/session';
import { details } from '../screens/manifests';
import { texts } from '../texts';

const QuickOpportunityDialog = lazy(() => import('../opportunities/quick/QuickOpportunityDialog'));
const ItemFormDialog = lazy(() => import('../forms/ItemFormDialog'));

/** The human or entity the mail is written for (the page's client, a case's). */
export interface MailClient {
  kind: 'human' | 'entity';
  id: string;
  name?: string;
}

/**
 * The New Mail composer's sub-dialogs (spec 02 §2): the quick opportunity for the human or entity,
 * and 'Add Contact Information' (the contact form of its page's Contacts tab, with that tab's call),
 * each offered with its scope.
 */
export function MailClientActions({ client }: { client: MailClient }) {
  const { allowed } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState<'opportunity' | 'contact'>();
  const close = () => setOpen(undefined);
  const contacts = useMemo(() => details[client.kind].tabs?.find((tab) => tab.itemForm?.add)?.itemForm, [client.kind]);
  const contact = useMemo(() => ({ reference_Id: client.id, type: client.kind, name: client.name ?? '' }), [client]);
  const link = 'text-sm text-blue-700 hover:underline';
  return (
    <>
      {allowed('opportunity-edit') && <button type="button" onClick={() => setOpen('opportunity')} className={link}>{texts.quickOpportunity.open}</button>}
      {contacts?.add && allowed(contacts.scope) && <button type="button" onClick={() => setOpen('contact')} className={link}>{contacts.add.label}</button>}
      <Suspense>
        {open === 'opportunity' && <QuickOpportunityDialog contact={contact} onClose={close} />}
        {open === 'contact' && contacts?.add && (
          <ItemFormDialog
            form={contacts.form}
            mode={contacts.add.mode}
            call={contacts.add.call}
            values={{ id: client.id }}
            onSaved={(message) => {
              toast.success(message);
              close();
            }}
            onCancelled={close}
          />
        )}
      </Suspense>
    </>
  );
}
