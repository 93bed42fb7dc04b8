import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/client.ts';
import { emailAttachments, emailDrafts, emailRecipients, emailSends, users } from '../../db/schema.ts';
import type { FileService } from '../files/service.ts';
import replies from '../../../../schemas/email/email.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { htmlText, sanitizeHtml } from '../../mail/html.ts';

const mailbox = (address: string, name: string | null) => (name ? { name, address } : address);

/**
 * The mail a send delivers, read from its draft: from the user who sent it, To / CC / BCC, the
 * subject, the message as HTML (sanitised again) and as text, and each attachment streamed from the file store. Streams
 * opened for a mail that cannot go are closed again.
 */
export async function composeMail(db: Db, files: FileService, send: typeof emailSends.$inferSelect): Promise<{ mail: Mail.Options; close(): void }> {
  const [draft] = await db.select({ subject: emailDrafts.subject, message: emailDrafts.message, fromEmail: emailDrafts.fromEmail, first: users.firstName, last: users.lastName })
    .from(emailDrafts).innerJoin(users, eq(users.id, emailDrafts.createdBy))
    .where(and(eq(emailDrafts.id, send.draftId), eq(emailDrafts.tenantId, send.tenantId)));
  const recipients = await db.select().from(emailRecipients).where(and(eq(emailRecipients.draftId, send.draftId), eq(emailRecipients.tenantId, send.tenantId)));
  const attached = await db.select().from(emailAttachments).where(and(eq(emailAttachments.draftId, send.draftId), eq(emailAttachments.tenantId, send.tenantId)));
  const streams: Readable[] = [];
  const close = () => streams.forEach((s) => s.destroy());
  try {
    const attachments: Mail.Attachment[] = [];
    for (const a of attached) {
      const source = await files.source(send.tenantId, a.fileId, a.fileVersion);
      if (!source) throw new Error(fillTemplate(replies.attachmentGone, { fileId: a.fileId }));
      const content = await source.open();
      streams.push(content);
      attachments.push({ filename: source.fileName, contentType: source.contentType, content });
    }
    const to = (kind: string) => recipients.filter((r) => r.kind === kind).map((r) => mailbox(r.address, r.fullName));
    return {
      mail: {
        from: mailbox(draft.fromEmail, `${draft.first} ${draft.last}`),
        to: to('to'), cc: to('cc'), bcc: to('bcc'),
        subject: draft.subject,
        text: htmlText(draft.message),
        html: sanitizeHtml(draft.message),
        attachments,
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
