import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/file/file.replies.json';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { files, fileVersions } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { FileStore } from '../../storage/fileStore.ts';
import { fileRecords } from './declarations.ts';
import { fileFormats } from './formats.ts';
import { createFileLinks, type LinkClaims } from './links.ts';
import { contentDisposition, downloadName } from './names.ts';

export const fileLinkPath = '/v1/file/content?token=';

/** What a link serves: the bytes and the headers they go with. */
export interface FileContent {
  stream: Readable;
  size: number;
  contentType: string;
  contentDisposition: string;
}

const unavailable = (status: number) => new HttpError(status, replies.unavailable);

/** Preview and download: signed links minted for a session, served to whoever holds one until it expires. */
export function createFileContent(db: Db, store: FileStore, secret: Buffer) {
  const links = createFileLinks(secret);

  async function versionOf(tenantId: string, fileId: string, version: number | undefined) {
    const [found] = await db.select({ name: files.name, latest: files.latestVersion, version: fileVersions.version, sha256: fileVersions.sha256, size: fileVersions.size, mimeType: fileVersions.mimeType, extension: fileVersions.extension })
      .from(files)
      .innerJoin(fileVersions, and(eq(fileVersions.fileId, files.id), eq(fileVersions.version, version ?? files.latestVersion)))
      .where(and(eq(files.id, fileId), eq(files.tenantId, tenantId), isNull(files.retiredAt)));
    return found;
  }

  return {
    /** The spec's magic link (magicLink[0].magic_link) to one version, the latest by default; valid for 5 minutes. */
    async magicLink(auth: AuthContext, q: { file_Reference_Id: string; version?: number; disposition?: LinkClaims['disposition'] }) {
      const found = await versionOf(auth.tenantId, q.file_Reference_Id, q.version);
      if (!found) {
        if (q.version === undefined || !(await versionOf(auth.tenantId, q.file_Reference_Id, undefined))) throw notFound(fileRecords.noun);
        throw new HttpError(404, replies.versionNotFound);
      }
      const disposition = q.disposition ?? 'download';
      const { token, expiresAt } = links.sign({ fileId: q.file_Reference_Id, version: found.version, tenantId: auth.tenantId, disposition });
      return { magic_link: `${fileLinkPath}${token}`, expires_At: new Date(expiresAt * 1000).toISOString(), version: found.version, disposition };
    },

    /**
     * A version of a file on the tenant's books (the latest by default) as something to send on:
     * its download name, size and type, and its bytes opened as a stream when asked; null when none.
     */
    async source(tenantId: string, fileId: string, version?: number) {
      const found = await versionOf(tenantId, fileId, version);
      if (!found) return null;
      return {
        version: found.version,
        size: found.size,
        contentType: found.mimeType,
        fileName: downloadName(found.name, found.extension),
        open: async () => {
          const stream = await store.open(found.sha256);
          if (!stream) throw unavailable(404);
          return stream;
        },
      };
    },

    /** The bytes a link opens: 403 when it was altered, 410 when expired, 404 when the file is gone; each with the spec's sentence. */
    async open(token: string): Promise<FileContent> {
      const checked = links.check(token);
      if (!checked.ok) throw unavailable(checked.reason === 'expired' ? 410 : 403);
      const { claims } = checked;
      const found = await versionOf(claims.tenantId, claims.fileId, claims.version);
      const stream = found && (await store.open(found.sha256));
      if (!found || !stream) throw unavailable(404);
      const inline = claims.disposition === 'preview' && Object.hasOwn(fileFormats, found.extension) && fileFormats[found.extension].inline;
      return {
        stream,
        size: found.size,
        contentType: found.mimeType,
        contentDisposition: contentDisposition(inline ? 'inline' : 'attachment', downloadName(found.name, found.extension)),
      };
    },
  };
}
