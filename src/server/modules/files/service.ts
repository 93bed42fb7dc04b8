import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/file/file.replies.json';
import fileMetadata from '../../../../schemas/file/file-metadata.schema.json';
import type { FileMetadataBody } from '../../../generated/types/file-metadata.ts';
import type { FileUploadBody } from '../../../generated/types/file-upload.ts';
import validateFileUpload from '../../../generated/validators/file-upload.js';
import { fieldErrors } from '../../../engine/core/errors.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { entities, files, fileVersions, humans } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, type ListQuery } from '../../records/search.ts';
import { openFileStore } from '../../storage/openFileStore.ts';
import { discard, spool, sweepSpool } from '../../storage/spool.ts';
import type { ReceivedUpload } from '../../http/uploadParts.ts';
import { unstorableText } from '../../http/storableText.ts';
import { fileRecords, fileSearch } from './declarations.ts';
import { checkFormat } from './checkFormat.ts';
import { fileFormats } from './formats.ts';
import { documentTypes } from './documentTypes.ts';
import { listItem, readDetails, relatedNames, type ListRow } from './details.ts';
import { createFileContent } from './content.ts';
import { baseName, downloadName, extensionOf } from './names.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { caseRecords } from '../cases/declarations.ts';
import { marketRecords } from '../markets/declarations.ts';
import { policyRecords } from '../policies/declarations.ts';
import { certificateForms } from '../certificates/tables.ts';

type Related = NonNullable<FileMetadataBody['related_To']>;
type Tag = NonNullable<FileMetadataBody['tags']>[number];

/** A file the server made, to keep on a human or an entity. */
export interface GeneratedFile {
  name: string;
  description: string;
  /** a key of fileFormats: 'pdf' */
  extension: string;
  tags: string[];
  bytes: Uint8Array;
  relatedHumanId: string | null;
  relatedEntityId: string | null;
}

/** The text fields beside the file, checked by the upload's schema. */
function validFields(fields: Record<string, string>): FileUploadBody {
  const errors = unstorableText(fields);
  if (!errors.length && validateFileUpload(fields)) return fields;
  throw new HttpError(400, common.invalidFields, errors.length ? errors : fieldErrors(validateFileUpload.errors));
}

const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
const dayBounds = { upload_Date_From: 'T00:00:00.000Z', upload_Date_To: 'T23:59:59.999Z', last_Updated_Date_From: 'T00:00:00.000Z', last_Updated_Date_To: 'T23:59:59.999Z' };
const codeOf = (tag: Tag) => (typeof tag === 'string' ? tag : tag.string_Value);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Files: uploads checked by extension and content, versions, details, lists; on the shared record lifecycle and search. */
export function createFileService({ db, cipher, files: settings }: ServiceDeps) {
  const store = openFileStore(settings);
  const spoolDir = join(settings.dir, 'incoming');
  void sweepSpool(spoolDir);
  const life = createRecords(db, cipher, fileRecords);
  const caseLife = createRecords(db, cipher, caseRecords);
  const policyLife = createRecords(db, cipher, policyRecords);
  const marketLife = createRecords(db, cipher, marketRecords);
  const search = createSearch(db, fileSearch);
  /** the list's answer: tags labelled, Related to named (kept while no file, human or entity changes) */
  const listAnswer = search.answers(async (_auth, { rows, ...page }) => {
    const names = await relatedNames(db, rows as ListRow[]);
    return { file_Data: (rows as ListRow[]).map((row) => listItem(row, names)), ...page };
  });

  /** Related to (Who) as columns; 400 unless the human or entity is on the tenant's books. */
  async function relatedColumns(auth: AuthContext, related: Related | null) {
    if (!related) return { relatedHumanId: null, relatedEntityId: null };
    const kind = related.type.toLowerCase() as 'human' | 'entity';
    const table = kind === 'human' ? humans : entities;
    const [found] = await db.select({ id: table.id }).from(table)
      .where(and(eq(table.id, related.reference_Id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
    if (!found) throw fail('/related_To/reference_Id', fillTemplate(replies.relatedNotFound, { kind }));
    return { relatedHumanId: kind === 'human' ? found.id : null, relatedEntityId: kind === 'entity' ? found.id : null };
  }

  /** The columns a details edit changes: only what it sends that differs from `current`. */
  function changes(current: typeof files.$inferSelect, body: FileMetadataBody, related?: Awaited<ReturnType<typeof relatedColumns>>) {
    const next: Partial<typeof files.$inferInsert> = {};
    const name = body.name === undefined ? undefined : baseName(body.name);
    if (body.name !== undefined && !name) throw fail('/name', fileMetadata.properties.name.errorMessage.minLength);
    if (name && name !== current.name) Object.assign(next, { name, searchName: name.toLowerCase() });
    const description = body.description ?? body.file_Description;
    if (description !== undefined && (description.trim() || null) !== current.description) next.description = description.trim() || null;
    const tags = body.tags && [...new Set(body.tags.map(codeOf))];
    if (tags && !sameList(tags, current.tags)) next.tags = tags;
    if (related && (related.relatedHumanId !== current.relatedHumanId || related.relatedEntityId !== current.relatedEntityId)) Object.assign(next, related);
    return next;
  }

  /** Puts bytes the server holds into the store by their content address (its size and address). */
  async function keepBytes(bytes: Uint8Array) {
    const spooled = await spool(Readable.from([Buffer.from(bytes)]), spoolDir);
    try {
      await store.put(spooled.sha256, spooled.path);
    } finally {
      await discard(spooled);
    }
    return spooled;
  }

  /**
   * Removes bytes from the store once nothing refers to them: no file version and no tenant's form,
   * of any tenant (the same bytes are kept once). Called after the removal that dropped a reference committed.
   */
  async function releaseBytes(sha256: string) {
    const [version] = await db.select({ sha256: fileVersions.sha256 }).from(fileVersions).where(eq(fileVersions.sha256, sha256)).limit(1);
    const [form] = await db.select({ sha256: certificateForms.pdfSha256 }).from(certificateForms).where(eq(certificateForms.pdfSha256, sha256)).limit(1);
    if (!version && !form) await store.remove(sha256);
  }

  return {
    spoolDir,
    maxBytes: settings.maxBytes,
    store,
    keepBytes,
    releaseBytes,

    /** The whole of small bytes kept by `keepBytes` (a form to fill), or null when the store no longer holds them. */
    async readBytes(sha256: string): Promise<Buffer | null> {
      const stream = await store.open(sha256);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    /**
     * POST /v1/upload/file: a new file (on a case, Related to the case's human or entity), or with
     * file_Reference_Id the next version of one. The spooled upload is always gone afterwards.
     */
    async upload(auth: AuthContext, { fields: sent, file: received }: ReceivedUpload) {
      try {
        const fields = validFields(sent);
        if (!received) throw new HttpError(400, replies.noFiles);
        const { spooled } = received;
        const uploadedAs = baseName(received.filename);
        const name = baseName(fields.file_name) || uploadedAs || 'file';
        const extension = extensionOf(uploadedAs) || extensionOf(name);
        const format = await checkFormat(name, extension, spooled);
        const version = { tenantId: auth.tenantId, sha256: spooled.sha256, size: spooled.size, mimeType: format.mime, extension, fileName: downloadName(uploadedAs || name, extension), createdBy: auth.userId };
        if (fields.file_Reference_Id) {
          await life.row(auth, fields.file_Reference_Id);
          await store.put(spooled.sha256, spooled.path);
          const renamed = fields.file_name ? { name, searchName: name.toLowerCase() } : {};
          let latest = 0;
          const saved = await life.update(auth, fields.file_Reference_Id, undefined, (current) => {
            latest = current.latestVersion + 1;
            return { ...renamed, fileType: format.kind, latestVersion: latest };
          }, async (tx, current) => { await tx.insert(fileVersions).values({ ...version, fileId: current.id, version: latest }); });
          return { file_Reference_Id: saved.id, version: saved.version, latest_Version: latest };
        }
        const onCase = fields.irys_Case_Reference_Id ? await caseLife.row(auth, fields.irys_Case_Reference_Id) : undefined;
        const onPolicy = fields.policy_Reference_Id ? await policyLife.row(auth, fields.policy_Reference_Id) : undefined;
        const onMarket = fields.market_Reference_Id ? await marketLife.row(auth, fields.market_Reference_Id) : undefined;
        await store.put(spooled.sha256, spooled.path);
        const saved = await life.create(auth, {
          name,
          searchName: name.toLowerCase(),
          fileType: format.kind,
          caseId: onCase?.id ?? null,
          policyId: onPolicy?.id ?? null,
          marketId: onMarket?.id ?? null,
          relatedHumanId: onCase?.moduleType === 'human' ? onCase.moduleReferenceId : onPolicy?.insuredHumanId ?? null,
          relatedEntityId: onCase?.moduleType === 'entity' ? onCase.moduleReferenceId : onPolicy?.insuredEntityId ?? null,
        }, async (tx, id) => { await tx.insert(fileVersions).values({ ...version, fileId: id, version: 1 }); });
        return { file_Reference_Id: saved.id, version: saved.version, latest_Version: 1 };
      } finally {
        if (received) await discard(received.spooled);
      }
    },

    /**
     * Keeps a file the server made (a certificate) as an upload is kept: its bytes in the store by
     * content address, the file related to a human or an entity, tagged; `within` a transaction already open.
     */
    async keepGenerated(auth: AuthContext, made: GeneratedFile, within?: Db) {
      const format = fileFormats[made.extension];
      const spooled = await keepBytes(made.bytes);
      const name = downloadName(baseName(made.name), made.extension);
      const saved = await life.create(auth, {
        name, searchName: name.toLowerCase(), description: made.description, fileType: format.kind, tags: made.tags,
        relatedHumanId: made.relatedHumanId, relatedEntityId: made.relatedEntityId,
      }, async (tx, id) => {
        await tx.insert(fileVersions).values({ tenantId: auth.tenantId, fileId: id, version: 1, sha256: spooled.sha256, size: spooled.size, mimeType: format.mime, extension: made.extension, fileName: name, createdBy: auth.userId });
      }, within);
      return { file_Reference_Id: saved.id, version: 1, name };
    },

    /** PUT /v1/metadata/file/update: saves what changed; nothing changed writes nothing. */
    async updateDetails(auth: AuthContext, body: FileMetadataBody) {
      const current = await life.row(auth, body.file_Reference_Id);
      if (body.version !== undefined && body.version !== current.version) throw new HttpError(412, replies.stale);
      const related = body.related_To === undefined ? undefined : await relatedColumns(auth, body.related_To);
      if (!Object.keys(changes(current, body, related)).length) return { file_Reference_Id: current.id, version: current.version, changed: false };
      const saved = await life.update(auth, current.id, body.version, (row) => changes(row, body, related));
      return { file_Reference_Id: saved.id, version: saved.version, changed: true };
    },

    retire: life.retire,

    /** The file lists: the query's date bounds are whole days (UTC), compared as instants. */
    async list(auth: AuthContext, q: ListQuery) {
      const bounded: Record<string, unknown> = { ...q };
      for (const [key, time] of Object.entries(dayBounds)) if (typeof bounded[key] === 'string') bounded[key] = new Date(`${bounded[key] as string}${time}`);
      return listAnswer(auth, bounded);
    },

    async assertCase(auth: AuthContext, caseId: string) {
      await caseLife.row(auth, caseId);
    },

    /** GET /v1/metadata/files: the details dialog's read. */
    details: (auth: AuthContext, id: string) => readDetails(db, auth, id),

    tags: () => documentTypes.map((t) => ({ string_Value: t.code, label: t.label })),

    ...createFileContent(db, store, settings.linkSecret),
  };
}

export type FileService = ReturnType<typeof createFileService>;
