import { lazy, Suspense, useMemo, useState } from 'react';
import { fillTemplate } from '../../engine/core/template';
import { useToast } from '../../engine/react/Toasts';
import { useSession } from '../session/session';
import { useDetail } from '../screens/manifests';
import { texts } from '../texts';
import { recipientOfAdded } from './addedContact';
import type { MailClient, Recipient } from './mailTypes';

const QuickOpportunityDialog = lazy(() => import('../opportunities/quick/QuickOpportunityDialog'));
const ItemFormDialog = lazy(() => import('../forms/ItemFormDialog'));

/**
 * The New Mail composer's sub-dialogs (spec 02 §2): the quick opportunity for the human or entity,
 * and 'Add Contact Information' (the contact form of its page's Contacts tab, with that tab's call),
 * each offered with its scope. A contact added there with an email address joins Send To.
 */
export function MailClientActions({ client, onContactAdded }: { client: MailClient; onContactAdded(recipient: Recipient): void }) {
  const { allowed } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState<'opportunity' | 'contact'>();
  const close = () => setOpen(undefined);
  const detail = useDetail(client.kind);
  const contacts = useMemo(() => detail.tabs?.find((tab) => tab.itemForm?.add)?.itemForm, [detail]);
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
            onSaved={(message, saved) => {
              toast.success(message);
              close();
              recipientOfAdded(client, saved).then((recipient) => {
                if (!recipient) return;
                onContactAdded(recipient);
                toast.success(fillTemplate(texts.mailFinish.contactAdded, { email: recipient.emailId }));
              }, (error: unknown) => console.warn('The added contact was not read back:', error));
            }}
            onCancelled={close}
          />
        )}
      </Suspense>
    </>
  );
}
