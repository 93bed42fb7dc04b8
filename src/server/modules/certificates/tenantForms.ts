import { PDFDocument, PDFTextField, StandardFonts } from '@cantoo/pdf-lib';
import { and, asc, eq, inArray } from 'drizzle-orm';
import replies from '../../../../schemas/certificates/certificates.replies.json';
import { now } from '../../../engine/core/clock.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { CertificateFormUploadBody } from '../../../generated/types/certificate-form-upload.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tenancy.ts';
import { HttpError } from '../../http/errors.ts';
import { audit } from '../../records/audit.ts';
import { encodable } from '../proposals/pdfLayout.ts';
import type { FileService } from '../files/service.ts';
import { fail } from './insured.ts';
import type { CertificateFields } from './sheet.ts';
import { certificateForms } from './tables.ts';

type FormRow = typeof certificateForms.$inferSelect;
/** Where a form's bytes are kept: the file store, by content address. */
type FormBytes = Pick<FileService, 'keepBytes' | 'readBytes' | 'releaseBytes'>;

/** An uploaded form's PDF, read without throwing at what a licensed form may carry (encryption flags on an open form). */
async function readPdf(bytes: Uint8Array) {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true });
  } catch {
    throw fail('/pdf', replies.formNotPdf);
  }
}

/** The PDF's fields by name; a PDF without any is refused (400 on /pdf). */
async function fieldsOf(bytes: Uint8Array) {
  const fields = (await readPdf(bytes)).getForm().getFields();
  if (!fields.length) throw fail('/pdf', replies.formHasNoFields);
  return fields;
}

/**
 * A tenant's own licensed ACORD forms (DECISIONS 304, 350): uploaded with a field map that is checked
 * against the PDF's fields, kept in the file store, filled on issue instead of our certificate, removed.
 */
export function createTenantForms(db: Db, store: FormBytes) {
  return {
    /** POST /v1/certificate/form/fields: the PDF's text fields, for the field map's picker (nothing kept). */
    async fields(pdf: string) {
      const fields = await fieldsOf(Buffer.from(pdf, 'base64'));
      return { fields: fields.filter((f) => f instanceof PDFTextField).map((f) => ({ name: f.getName(), multiline: f.isMultiline() })) };
    },

    /** PUT /v1/certificate/form: every mapped field must be a text field of the PDF (400 naming the one that is not); replaces the form's earlier upload, whose PDF leaves the store. */
    async save(auth: AuthContext, body: CertificateFormUploadBody) {
      const bytes = Buffer.from(body.pdf, 'base64');
      const fields = new Map((await fieldsOf(bytes)).map((f) => [f.getName(), f]));
      for (const [ours, theirs] of Object.entries(body.field_Map)) {
        const field = fields.get(theirs);
        if (!field) throw fail(`/field_Map/${ours}`, fillTemplate(replies.formFieldMissing, { field: theirs }));
        if (!(field instanceof PDFTextField)) throw fail(`/field_Map/${ours}`, fillTemplate(replies.formFieldNotText, { field: theirs }));
      }
      const { sha256 } = await store.keepBytes(bytes);
      const row = { tenantId: auth.tenantId, form: body.form, pdfSha256: sha256, fieldMap: body.field_Map, uploadedBy: auth.userId, uploadedAt: now() };
      const replaced = await db.transaction(async (tx) => {
        const [earlier] = await tx.select({ sha256: certificateForms.pdfSha256 }).from(certificateForms)
          .where(and(eq(certificateForms.tenantId, auth.tenantId), eq(certificateForms.form, body.form))).for('update');
        const [saved] = await tx.insert(certificateForms).values(row)
          .onConflictDoUpdate({ target: [certificateForms.tenantId, certificateForms.form], set: { pdfSha256: row.pdfSha256, fieldMap: row.fieldMap, uploadedBy: row.uploadedBy, uploadedAt: row.uploadedAt } })
          .returning({ id: certificateForms.id });
        await audit(tx as Db, auth, { type: 'certificate_form', id: saved.id }, 'update', { form: { to: body.form }, field_Map: { to: body.field_Map } });
        return earlier?.sha256;
      });
      if (replaced && replaced !== sha256) await store.releaseBytes(replaced);
      return { form: body.form, fields_Mapped: Object.keys(body.field_Map).length };
    },

    /** GET /v1/certificate/forms: the tenant's uploaded forms with their maps, who uploaded each and when. */
    async list(auth: AuthContext) {
      const rows = await db.select({ form: certificateForms.form, fieldMap: certificateForms.fieldMap, at: certificateForms.uploadedAt, first: users.firstName, last: users.lastName })
        .from(certificateForms).leftJoin(users, eq(users.id, certificateForms.uploadedBy))
        .where(eq(certificateForms.tenantId, auth.tenantId)).orderBy(asc(certificateForms.form));
      return {
        forms: rows.map((r) => ({
          form: r.form, field_Map: r.fieldMap, uploaded_At: r.at.toISOString(), uploaded_By: r.first === null ? null : `${r.first} ${r.last ?? ''}`.trim(),
        })),
      };
    },

    /** PUT /v1/certificate/form/remove: certificates on that form are issued on ours again (404 when it was not uploaded); audited; its PDF leaves the store. */
    async remove(auth: AuthContext, form: string) {
      const sha256 = await db.transaction(async (tx) => {
        const [gone] = await tx.delete(certificateForms).where(and(eq(certificateForms.tenantId, auth.tenantId), eq(certificateForms.form, form)))
          .returning({ id: certificateForms.id, sha256: certificateForms.pdfSha256 });
        if (!gone) throw new HttpError(404, replies.formNotUploaded);
        await audit(tx as Db, auth, { type: 'certificate_form', id: gone.id }, 'retire', { form: { from: form } });
        return gone.sha256;
      });
      await store.releaseBytes(sha256);
      return { form };
    },

    /** The tenant's form for the first of these codes it has uploaded, if any. */
    async first(tenantId: string, codes: string[]) {
      const rows = await db.select().from(certificateForms).where(and(eq(certificateForms.tenantId, tenantId), inArray(certificateForms.form, codes)));
      return codes.map((code) => rows.find((r) => r.form === code)).find(Boolean);
    },

    /** Fills a tenant's form by its map: each mapped PDF text field gets our field's value (on one line unless the field is multiline, cut at its length). */
    async fill(row: FormRow, values: CertificateFields): Promise<Uint8Array> {
      const bytes = await store.readBytes(row.pdfSha256);
      if (!bytes) throw new HttpError(409, replies.formFileMissing);
      const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
      const form = doc.getForm();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const characters = new Set(font.getCharacterSet());
      for (const [ours, theirs] of Object.entries(row.fieldMap)) {
        const field = form.getTextField(theirs);
        const lines = (values[ours] ?? '').split('\n').map((l) => encodable(l, characters));
        const text = field.isMultiline() ? lines.join('\n') : lines.filter(Boolean).join(', ');
        const max = field.getMaxLength();
        field.setText(max === undefined ? text : text.slice(0, max));
      }
      form.updateFieldAppearances(font);
      return doc.save();
    },
  };
}
