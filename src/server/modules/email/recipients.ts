import { and, eq, isNull, sql } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/email/email.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { EmailBody } from '../../../generated/types/email.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { contactLinks, contacts, entities, humans } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

type Recipient = NonNullable<NonNullable<EmailBody['request_Data']>['toEmailAdd']>[number];

/** A recipient as the draft keeps it. */
export interface RecipientRow {
  kind: string;
  address: string;
  fullName: string | null;
  recordType: 'human' | 'entity' | null;
  recordId: string | null;
  contactId: string | null;
}

export const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);

/** An address is one recipient whatever its case; it is kept as typed. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function recordName(tx: Db, auth: AuthContext, kind: 'human' | 'entity', id: string): Promise<string | null> {
  const table = kind === 'human' ? humans : entities;
  const name = kind === 'human' ? sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` : sql<string>`${entities.name}`;
  const [found] = await tx.select({ name }).from(table).where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
  return found ? found.name : null;
}

/**
 * A recipient of toEmailAdd checked against the tenant's books: a typed address stands alone; one
 * chosen from a human's or an entity's contact must name a record of this tenant, a contact of
 * that record, and that contact's address (400 naming the field that is wrong).
 */
export async function checkedRecipient(tx: Db, auth: AuthContext, r: Recipient, at: string): Promise<RecipientRow> {
  const kind = r.type.toLowerCase();
  const typed: RecipientRow = { kind, address: r.emailId.trim(), fullName: r.full_Name?.trim() || null, recordType: null, recordId: null, contactId: null };
  if (!r.reference_Id) return typed;
  const recordType = (r.humanOrEntity?.toLowerCase() ?? ((await recordName(tx, auth, 'human', r.reference_Id)) ? 'human' : 'entity')) as 'human' | 'entity';
  const name = await recordName(tx, auth, recordType, r.reference_Id);
  if (name === null) throw fail(`${at}/reference_Id`, fillTemplate(replies.recipientNotFound, { kind: recordType }));
  const contactId = r.contact_Reference_Id ?? r.email_Reference_Id;
  const theirs = await tx.select({ id: contacts.id, email: contacts.emailAddress })
    .from(contactLinks)
    .innerJoin(contacts, and(eq(contacts.id, contactLinks.contactId), isNull(contacts.retiredAt)))
    .where(and(eq(contactLinks.tenantId, auth.tenantId), eq(contactLinks.recordType, recordType), eq(contactLinks.recordId, r.reference_Id)));
  const contact = contactId ? theirs.find((c) => c.id === contactId) : theirs.find((c) => c.email && sameAddress(c.email, r.emailId));
  if (contactId && !contact) throw fail(`${at}/contact_Reference_Id`, fillTemplate(replies.contactNotTheirs, { kind: recordType }));
  if (!contact?.email || !sameAddress(contact.email, r.emailId)) throw fail(`${at}/emailId`, fillTemplate(replies.addressNotTheContact, { email: r.emailId }));
  return { ...typed, fullName: typed.fullName ?? name, recordType, recordId: r.reference_Id, contactId: contact.id };
}
