import { and, count, eq, inArray } from 'drizzle-orm';
import replies from '../../../../schemas/email/email.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { EmailBody } from '../../../generated/types/email.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { emailDrafts, emailRecipients, emailSends, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { htmlText, sanitizeHtml } from '../../mail/html.ts';
import { createMailTransport, outboxOf } from '../../mail/transport.ts';
import type { MailSettings } from '../../mail/mailSettings.ts';
import { createRecords } from '../../records/record.ts';
import type { FileService } from '../files/service.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { now } from '../../../engine/core/clock.ts';
import { attachFiles, detachFiles, readableFiles, type AttachmentRow } from './attachments.ts';
import { draftRecords } from './declarations.ts';
import { createMailLists } from './mailLists.ts';
import { composeMail } from './message.ts';
import { createSendQueue } from './queue.ts';
import { checkedRecipient, fail, sameAddress } from './recipients.ts';
import { checkedRelated } from './related.ts';

type RequestData = EmailBody['request_Data'];

/**
 * Outbound email: drafts saved as the composer changes them (POST /v1/email), sent through the
 * queue in the database by nodemailer (SMTP_URL, or the in-app outbox), listed on the outbox and
 * on the records they concern.
 */
export function createEmailService(deps: ServiceDeps, files: FileService, mail: MailSettings) {
  const { db, cipher } = deps;
  const life = createRecords(db, cipher, draftRecords);
  const transport = createMailTransport(mail.smtpUrl, outboxOf(mail, deps.files.dir));
  const queue = createSendQueue(db, mail, async (send) => {
    const { mail: message, close } = await composeMail(db, files, send);
    try {
      return (await transport.send(message)).messageId;
    } finally {
      close();
    }
  });

  async function senderAddress(auth: AuthContext, fromEmail: string | undefined): Promise<string> {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId));
    if (fromEmail && !sameAddress(fromEmail, user.email)) throw fail('/fromEmail', fillTemplate(replies.notYourAddress, { email: user.email }));
    return user.email;
  }

  async function changeRecipients(tx: Db, auth: AuthContext, draftId: string, data: RequestData) {
    for (const [i, r] of (data.toEmailRemove ?? []).entries()) {
      if (!r.emailId) throw fail(`/request_Data/toEmailRemove/${i}/emailId`, replies.noRecipient);
      const rows = await tx.select({ address: emailRecipients.address }).from(emailRecipients)
        .where(and(eq(emailRecipients.draftId, draftId), eq(emailRecipients.tenantId, auth.tenantId), eq(emailRecipients.kind, r.type.toLowerCase())));
      const gone = rows.filter((row) => sameAddress(row.address, r.emailId)).map((row) => row.address);
      if (gone.length) await tx.delete(emailRecipients).where(and(eq(emailRecipients.draftId, draftId), eq(emailRecipients.kind, r.type.toLowerCase()), inArray(emailRecipients.address, gone)));
    }
    for (const [i, r] of (data.toEmailAdd ?? []).entries()) {
      const row = await checkedRecipient(tx, auth, r, `/request_Data/toEmailAdd/${i}`);
      await tx.insert(emailRecipients).values({ ...row, tenantId: auth.tenantId, draftId }).onConflictDoNothing();
    }
  }

  /** The three things a mail needs before it goes, with the composer's banners (spec 02 section 5). */
  async function assertComplete(tx: Db, draftId: string) {
    const [draft] = await tx.select({ subject: emailDrafts.subject, message: emailDrafts.message }).from(emailDrafts).where(eq(emailDrafts.id, draftId));
    const [{ n }] = await tx.select({ n: count() }).from(emailRecipients).where(eq(emailRecipients.draftId, draftId));
    if (!n) throw new HttpError(400, replies.noRecipient, [{ field: '/request_Data/toEmailAdd', message: replies.noRecipient }]);
    if (!draft.subject.trim()) throw new HttpError(400, replies.noSubject, [{ field: '/request_Data/subject', message: replies.noSubject }]);
    if (!htmlText(draft.message).trim()) throw new HttpError(400, replies.noMessage, [{ field: '/request_Data/emailMessage', message: replies.noMessage }]);
  }

  /** Recipients, attachments and (with is_Sent) the queued send: all in the draft's transaction, so a refused change leaves the draft as it was (its status, set to sent by the same save, too). */
  async function applyChanges(tx: Db, auth: AuthContext, draftId: string, body: EmailBody, attached: AttachmentRow[]): Promise<string | null> {
    const data = body.request_Data;
    await changeRecipients(tx, auth, draftId, data);
    await detachFiles(tx, auth, draftId, data.removeAttachment ?? []);
    await attachFiles(tx, auth, draftId, attached, mail.attachmentsMaxBytes);
    if (!body.is_Sent) return null;
    await assertComplete(tx, draftId);
    const [send] = await tx.insert(emailSends).values({ tenantId: auth.tenantId, draftId, nextAttemptAt: now(), createdBy: auth.userId }).returning({ id: emailSends.id });
    return send.id;
  }

  return {
    queue,

    /** POST /v1/email: creates the draft on the first save, applies request_Data, and with is_Sent queues it. */
    async save(auth: AuthContext, body: EmailBody) {
      const fromEmail = await senderAddress(auth, body.fromEmail);
      const data = body.request_Data;
      const attached = await readableFiles(auth, files, data.attachments ?? []);
      const texts = { ...(data.subject === undefined ? {} : { subject: data.subject }), ...(data.emailMessage === undefined ? {} : { message: sanitizeHtml(data.emailMessage) }) };
      /** a mail sent is the draft's status written by its own save, versioned and audited with it */
      const sent = body.is_Sent ? { status: 'sent' } : {};
      let logId: string | null = null;
      let draftId = body.outbound_Draft_Reference_Id;
      let saved;
      if (draftId) {
        saved = await life.update(auth, draftId, body.version, async (current, tx) => {
          if (current.status !== 'draft') throw new HttpError(409, replies.alreadySent);
          return { ...texts, ...sent, ...(body.related_To ? await checkedRelated(tx, auth, body.related_To) : {}) };
        }, async (tx) => { logId = await applyChanges(tx, auth, draftId!, body, attached); });
      } else {
        const related = body.related_To ? await checkedRelated(db, auth, body.related_To) : {};
        saved = await life.create(auth, { fromEmail, ...texts, ...sent, ...related }, async (tx, id) => { logId = await applyChanges(tx, auth, id, body, attached); });
        draftId = saved.id;
      }
      if (logId) queue.kick();
      return { outbound_Draft_Reference_Id: draftId, outbound_Data_Log_Id: logId, version: saved.version };
    },

    /** PUT /v1/retire/email: the composer's Cancel retires its draft; one already sent stays (409). */
    async discard(auth: AuthContext, id: string, version?: number) {
      await life.retire(auth, id, version, {
        guard: async (_tx, current) => {
          if (current.status !== 'draft') throw new HttpError(409, replies.alreadySent);
        },
      });
    },

    ...createMailLists(db),

    async close() {
      await queue.stop();
      transport.close();
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
