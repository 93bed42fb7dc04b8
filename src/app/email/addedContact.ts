import type { FetchContactAnswer } from '../../generated';
import { fetchResolved } from '../api/client';
import type { MailClient, Recipient } from './mailTypes';

/**
 * The contact just added to the mail's client as a Send To recipient (DECISIONS 351): read back from the
 * client's contacts by the id the save answered; none when it has no email address.
 */
export async function recipientOfAdded(client: MailClient, saved: unknown): Promise<Recipient | undefined> {
  const id = (saved as { contact_Reference_Id?: string } | undefined)?.contact_Reference_Id;
  if (!id) return undefined;
  const query = new URLSearchParams({ workflow_Name: client.kind, reference_Id: client.id });
  const { contact_Details } = await fetchResolved<FetchContactAnswer>(`/v1/fetch/contact?${query}`);
  const email = contact_Details.find((c) => c.contact_Reference_Id === id)?.email_Address?.trim();
  if (!email) return undefined;
  return { emailId: email, full_Name: client.name || undefined, reference_Id: client.id, humanOrEntity: client.kind === 'human' ? 'Human' : 'Entity', contact_Reference_Id: id };
}
