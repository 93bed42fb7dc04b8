import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/file/file.replies.json';
import type { FileCompareBody } from '../../../generated/types/file-compare.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import { files, fileTexts, fileVersions } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { FileStore } from '../../storage/fileStore.ts';
import { fileRecords } from './declarations.ts';
import { extractable } from './text/formats.ts';
import { textLimits, TooLarge, type Extracted, type NoTextReason } from './text/limits.ts';
import { createTextThreads, TextJobFailed } from './text/textThread.ts';
import type { Difference } from './text/wordDiff.ts';
import type { ServiceDeps } from '../../composition/deps.ts';

type FileVersionRef = FileCompareBody['files'][number];

const noTextReplies: Record<NoTextReason, string> = {
  format: replies.noTextFormat,
  empty: replies.noTextEmpty,
  tooLarge: replies.noTextTooLarge,
  unreadable: replies.noTextUnreadable,
};

/** Why a file has no text, in a sentence that names it. */
const noTextMessage = (reason: NoTextReason, file: { name: string; extension: string }) =>
  fillTemplate(noTextReplies[reason], { ...file, pages: textLimits.pages.toLocaleString('en-US'), characters: textLimits.characters.toLocaleString('en-US') });

/**
 * Compare Files: each file version's text taken out once on a text thread and kept (file_texts),
 * and two texts compared word by word there too (DECISIONS 60-61, 173).
 */
export function createFileCompareService({ db }: ServiceDeps, store: FileStore) {
  const thread = createTextThreads();
  const extracting = new Map<string, Promise<Extracted>>();

  /** One version of one of the tenant's files (the latest by default); 404 like a missing one otherwise. */
  async function versionOf(auth: AuthContext, ref: FileVersionRef) {
    const [found] = await db.select({ fileId: files.id, name: files.name, version: fileVersions.version, sha256: fileVersions.sha256, extension: fileVersions.extension })
      .from(files)
      .innerJoin(fileVersions, and(eq(fileVersions.fileId, files.id), eq(fileVersions.version, ref.version ?? files.latestVersion)))
      .where(and(eq(files.id, ref.file_Reference_Id), eq(files.tenantId, auth.tenantId), isNull(files.retiredAt)));
    if (found) return found;
    if (ref.version !== undefined) await versionOf(auth, { file_Reference_Id: ref.file_Reference_Id });
    throw ref.version === undefined ? notFound(fileRecords.noun) : new HttpError(404, replies.versionNotFound);
  }

  async function extract(version: Awaited<ReturnType<typeof versionOf>>): Promise<Extracted> {
    if (!extractable(version.extension)) return { reason: 'format' };
    const stream = await store.open(version.sha256);
    if (!stream) return { reason: 'unreadable' };
    const bytes = new Uint8Array(await buffer(stream));
    return thread.run<Extracted>({ kind: 'extract', extension: version.extension, bytes }, textLimits.extractMs)
      // past the time or memory the thread allows: kept as too large, so the file is not tried again
      .catch((): Extracted => ({ reason: 'tooLarge' }));
  }

  /** A version's text or why it has none: kept from the first time, taken out once even when asked for twice at once. */
  async function textOf(auth: AuthContext, version: Awaited<ReturnType<typeof versionOf>>): Promise<Extracted> {
    const [kept] = await db.select({ text: fileTexts.text, reason: fileTexts.reason }).from(fileTexts)
      .where(and(eq(fileTexts.fileId, version.fileId), eq(fileTexts.version, version.version)));
    if (kept) return kept.text !== null ? { text: kept.text } : { reason: kept.reason as NoTextReason };
    const key = `${version.fileId}/${version.version}`;
    let pending = extracting.get(key);
    if (!pending) {
      pending = extract(version).then(async (extracted) => {
        await db.insert(fileTexts)
          .values({ tenantId: auth.tenantId, fileId: version.fileId, version: version.version, text: 'text' in extracted ? extracted.text : null, reason: 'reason' in extracted ? extracted.reason : null })
          .onConflictDoNothing();
        return extracted;
      }).finally(() => extracting.delete(key));
      extracting.set(key, pending);
    }
    return pending;
  }

  return {
    /** POST /v1/file/compare: both texts and their word-level differences, or the sentence saying which file has no text and why. */
    async compare(auth: AuthContext, body: FileCompareBody) {
      const versions = await Promise.all(body.files.map((ref) => versionOf(auth, ref)));
      const texts = await Promise.all(versions.map((version) => textOf(auth, version)));
      const sides = versions.map((version, i) => {
        const extracted = texts[i];
        return {
          file_Reference_Id: version.fileId,
          version: version.version,
          name: version.name,
          file_Extension: version.extension,
          text: 'text' in extracted ? extracted.text : null,
          message: 'reason' in extracted ? noTextMessage(extracted.reason, version) : null,
        };
      });
      const [left, right] = sides;
      if (left.text === null || right.text === null) return { files: sides, differences: null, message: left.message ?? right.message };
      const differences = await thread.run<Difference[]>({ kind: 'diff', left: left.text, right: right.text, timeoutSeconds: textLimits.diffMs / 2000 }, textLimits.diffMs)
        .catch((error: unknown) => {
          throw error instanceof TooLarge || error instanceof TextJobFailed ? new HttpError(422, replies.differTooMuch) : error;
        });
      return { files: sides, differences, message: null };
    },

    /** GET /v1/file/comparable: for each of the tenant's files asked about, whether its latest version has text to compare, and if not why. */
    async comparable(auth: AuthContext, ids: string[]) {
      const rows = await db.select({ fileId: files.id, name: files.name, extension: fileVersions.extension, reason: fileTexts.reason })
        .from(files)
        .innerJoin(fileVersions, and(eq(fileVersions.fileId, files.id), eq(fileVersions.version, files.latestVersion)))
        .leftJoin(fileTexts, and(eq(fileTexts.fileId, files.id), eq(fileTexts.version, files.latestVersion)))
        .where(and(inArray(files.id, [...new Set(ids)]), eq(files.tenantId, auth.tenantId), isNull(files.retiredAt)));
      return {
        files: rows.map((row) => {
          const reason = extractable(row.extension) ? (row.reason as NoTextReason | null) : 'format';
          return { file_Reference_Id: row.fileId, comparable: !reason, message: reason ? noTextMessage(reason, row) : null };
        }),
      };
    },

    close: thread.close,
  };
}

export type FileCompareService = ReturnType<typeof createFileCompareService>;
