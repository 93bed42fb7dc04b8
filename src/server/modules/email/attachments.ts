import { and, eq, inArray, sum } from 'drizzle-orm';
import replies from '../../../../schemas/email/email.replies.json';
import { hasScope } from '../../../engine/core/scopes.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { EmailBody } from '../../../generated/types/email.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { emailAttachments } from '../../db/schema.ts';
import type { FileService } from '../files/service.ts';
import { fail } from './recipients.ts';

type Attachment = NonNullable<NonNullable<EmailBody['request_Data']>['attachments']>[number];

export const attachmentId = (a: Attachment) => (typeof a === 'string' ? a : a.file_Reference_Id);
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

/** What a draft keeps of an attached file: the version attached and its size. */
export interface AttachmentRow {
  fileId: string;
  fileVersion: number;
  size: number;
}

/**
 * The files to attach at their latest version (or the one named): each must be a file of the tenant
 * that the user may read (file-view); 400 naming the attachment otherwise. Read before the draft's
 * transaction (PGlite runs one at a time).
 */
export async function readableFiles(auth: AuthContext, files: FileService, sent: Attachment[]): Promise<AttachmentRow[]> {
  const rows = [];
  for (const [i, a] of sent.entries()) {
    const source = hasScope(auth.scopes, 'file-view') ? await files.source(auth.tenantId, attachmentId(a), typeof a === 'string' ? undefined : a.version) : null;
    if (!source) throw fail(`/request_Data/attachments/${i}`, replies.attachmentUnreadable);
    rows.push({ fileId: attachmentId(a), fileVersion: source.version, size: source.size });
  }
  return rows;
}

/** Attaches the files to the draft (attaching one again changes nothing); all of them together must be within the size limit. */
export async function attachFiles(tx: Db, auth: AuthContext, draftId: string, rows: AttachmentRow[], maxBytes: number): Promise<void> {
  if (!rows.length) return;
  await tx.insert(emailAttachments).values(rows.map((r) => ({ ...r, tenantId: auth.tenantId, draftId }))).onConflictDoNothing();
  const [{ total }] = await tx.select({ total: sum(emailAttachments.size).mapWith(Number) }).from(emailAttachments)
    .where(and(eq(emailAttachments.tenantId, auth.tenantId), eq(emailAttachments.draftId, draftId)));
  if (total > maxBytes) throw fail('/request_Data/attachments', fillTemplate(replies.attachmentsTooLarge, { max: megabytes(maxBytes), total: megabytes(total) }));
}

export async function detachFiles(tx: Db, auth: AuthContext, draftId: string, sent: Attachment[]): Promise<void> {
  if (!sent.length) return;
  await tx.delete(emailAttachments)
    .where(and(eq(emailAttachments.tenantId, auth.tenantId), eq(emailAttachments.draftId, draftId), inArray(emailAttachments.fileId, sent.map(attachmentId))));
}
