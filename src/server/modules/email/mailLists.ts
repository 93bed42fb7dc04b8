import { and, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { hasScope } from '../../../engine/core/scopes.ts';
import type { EmailContactsQuery } from '../../../generated/types/email-contacts.ts';
import type { EmailOutboxQuery } from '../../../generated/types/email-outbox.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { contactLinks, contacts, emailAttachments, emailDrafts, emailRecipients, emailSends, entities, files, humans } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeHtml } from '../../mail/html.ts';
import { likePattern } from '../../records/search.ts';
import { draftRecords } from './declarations.ts';

/** A mail as the composer, the outbox and a record's mail read it: its recipients by kind and its attachments' names. */
async function withParts(db: Db, tenantId: string, drafts: (typeof emailDrafts.$inferSelect)[]) {
  const ids = drafts.map((d) => d.id);
  if (!ids.length) return [];
  const recipients = await db.select().from(emailRecipients).where(and(eq(emailRecipients.tenantId, tenantId), inArray(emailRecipients.draftId, ids)));
  const attached = await db.select({ draftId: emailAttachments.draftId, fileId: emailAttachments.fileId, size: emailAttachments.size, name: files.name })
    .from(emailAttachments).innerJoin(files, eq(files.id, emailAttachments.fileId))
    .where(and(eq(emailAttachments.tenantId, tenantId), inArray(emailAttachments.draftId, ids)));
  return drafts.map((d) => {
    const of = (kind: string) => recipients.filter((r) => r.draftId === d.id && r.kind === kind).map((r) => ({
      emailId: r.address, full_Name: r.fullName, reference_Id: r.recordId, humanOrEntity: r.recordType, contact_Reference_Id: r.contactId,
    }));
    return {
      outbound_Draft_Reference_Id: d.id,
      version: d.version,
      status: d.status,
      fromEmail: d.fromEmail,
      subject: d.subject,
      emailMessage: sanitizeHtml(d.message),
      related_To: d.relatedType ? { type: d.relatedType, reference_Id: d.relatedId } : null,
      to: of('to'), cc: of('cc'), bcc: of('bcc'),
      attachments: attached.filter((a) => a.draftId === d.id).map((a) => ({ file_Reference_Id: a.fileId, name: a.name, size: a.size })),
    };
  });
}

const sendColumns = {
  outbound_Data_Log_Id: emailSends.id, draftId: emailSends.draftId, send_Status: emailSends.status, reason: emailSends.reason,
  attempts: emailSends.attempts, queued_At: emailSends.createdAt, sent_At: emailSends.sentAt, next_Attempt_At: emailSends.nextAttemptAt,
};

/** Reads of drafts and sent mail, and the recipient search. */
export function createMailLists(db: Db) {
  async function sentPage(auth: AuthContext, q: EmailOutboxQuery, where: SQL | undefined) {
    // the query's schema fills both in
    const { limit = 15, page = 1 } = q;
    const scoped = and(eq(emailSends.tenantId, auth.tenantId), where);
    const rows = await db.select(sendColumns).from(emailSends).innerJoin(emailDrafts, eq(emailDrafts.id, emailSends.draftId))
      .where(scoped).orderBy(desc(emailSends.createdAt), desc(emailSends.id)).limit(limit).offset((page - 1) * limit);
    const [{ total }] = await db.select({ total: count() }).from(emailSends).innerJoin(emailDrafts, eq(emailDrafts.id, emailSends.draftId)).where(scoped);
    const drafts = rows.length ? await db.select().from(emailDrafts).where(inArray(emailDrafts.id, rows.map((r) => r.draftId))) : [];
    const mails = await withParts(db, auth.tenantId, drafts);
    const emails = rows.map(({ draftId, send_Status, ...send }) => ({ ...mails.find((m) => m.outbound_Draft_Reference_Id === draftId)!, ...send, status: send_Status }));
    return { emails, count: total, page, limit };
  }

  return {
    /** GET /v1/email/draft: another tenant's or a missing draft answers 404. */
    async draft(auth: AuthContext, id: string) {
      const [found] = await db.select().from(emailDrafts).where(and(eq(emailDrafts.id, id), eq(emailDrafts.tenantId, auth.tenantId), isNull(emailDrafts.retiredAt)));
      if (!found) throw notFound(draftRecords.noun);
      const [mail] = await withParts(db, auth.tenantId, [found]);
      const [send] = await db.select(sendColumns).from(emailSends).where(eq(emailSends.draftId, id));
      return { ...mail, send: send ? { ...send, status: send.send_Status } : null };
    },

    /** GET /v1/email/outbox: every mail the tenant sent or is sending, newest first, with its status. */
    outbox: (auth: AuthContext, q: EmailOutboxQuery) => sentPage(auth, q, undefined),

    /** GET /v1/email/record: the mail a record concerns: written from it, or to one of its contacts. */
    onRecord: (auth: AuthContext, q: EmailOutboxQuery & { type: string; reference_Id: string }) => sentPage(auth, q, or(
      and(eq(emailDrafts.relatedType, q.type), eq(emailDrafts.relatedId, q.reference_Id)),
      exists(db.select({ one: sql`1` }).from(emailRecipients).where(and(eq(emailRecipients.draftId, emailDrafts.id), eq(emailRecipients.recordId, q.reference_Id)))),
    )),

    /** GET /v1/email/contacts: the email contact model (spec 02 section 3) of humans' and entities' contacts with an address. */
    async contacts(auth: AuthContext, q: EmailContactsQuery) {
      const pattern = likePattern(q.search);
      const limit = q.limit ?? 20;
      const kinds = ([['human', 'Human'], ['entity', 'Entity']] as const)
        .filter(([kind, type]) => hasScope(auth.scopes, `${kind}-view`) && (q.from_Type === 'All' || q.from_Type === type || (type === 'Entity' && q.from_Type === 'Business')));
      const found = [];
      for (const [kind, type] of kinds) {
        const table = kind === 'human' ? humans : entities;
        const name = kind === 'human' ? sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` : sql<string>`${entities.name}`;
        const rows = await db.select({ reference_Id: table.id, record_Name: name, profile_Image: table.profileImage, contact_Reference_Id: contacts.id, email_Address: contacts.emailAddress })
          .from(contactLinks)
          .innerJoin(contacts, and(eq(contacts.id, contactLinks.contactId), isNull(contacts.retiredAt), isNotNull(contacts.emailAddress)))
          .innerJoin(table, and(eq(table.id, contactLinks.recordId), isNull(table.retiredAt)))
          .where(and(eq(contactLinks.tenantId, auth.tenantId), eq(contactLinks.recordType, kind),
            or(ilike(table.searchName, pattern), ilike(contacts.emailAddress, pattern), ilike(contacts.name, pattern))))
          .orderBy(table.searchName, contacts.emailAddress)
          .limit(limit);
        found.push(...rows.map(({ record_Name, ...r }) => ({ ...r, emailId: r.email_Address, full_Name: record_Name, from_Type: type, humanOrEntity: type })));
      }
      return { contacts: found.slice(0, limit) };
    },
  };
}
