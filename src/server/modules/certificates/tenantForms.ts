import { PDFDocument, PDFTextField, StandardFonts } from '@cantoo/pdf-lib';
import { and, eq, inArray } from 'drizzle-orm';
import replies from '../../../../schemas/certificates/certificates.replies.json';
import { now } from '../../../engine/core/clock.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { CertificateFormUploadBody } from '../../../generated/types/certificate-form-upload.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../records/audit.ts';
import { encodable } from '../proposals/pdfLayout.ts';
import { fail } from './insured.ts';
import type { CertificateFields } from './sheet.ts';
import { certificateForms } from './tables.ts';

/** An uploaded form's PDF, read without throwing at what a licensed form may carry (encryption flags on an open form). */
async function readForm(bytes: Uint8Array) {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true })).getForm();
  } catch {
    throw fail('/pdf', replies.formNotPdf);
  }
}

/**
 * A tenant's own licensed ACORD forms (DECISIONS 304): uploaded with a field map that is checked
 * against the PDF's fields, then filled on issue instead of our certificate.
 */
export function createTenantForms(db: Db) {
  return {
    /** PUT /v1/certificate/form: every mapped field must be a text field of the PDF (400 naming the one that is not); replaces the form's earlier upload. */
    async save(auth: AuthContext, body: CertificateFormUploadBody) {
      const bytes = Buffer.from(body.pdf, 'base64');
      const fields = new Map((await readForm(bytes)).getFields().map((f) => [f.getName(), f]));
      if (!fields.size) throw fail('/pdf', replies.formHasNoFields);
      for (const [ours, theirs] of Object.entries(body.field_Map)) {
        const field = fields.get(theirs);
        if (!field) throw fail(`/field_Map/${ours}`, fillTemplate(replies.formFieldMissing, { field: theirs }));
        if (!(field instanceof PDFTextField)) throw fail(`/field_Map/${ours}`, fillTemplate(replies.formFieldNotText, { field: theirs }));
      }
      const row = { tenantId: auth.tenantId, form: body.form, pdfBase64: body.pdf, fieldMap: body.field_Map, uploadedBy: auth.userId, uploadedAt: now() };
      await db.transaction(async (tx) => {
        const [saved] = await tx.insert(certificateForms).values(row)
          .onConflictDoUpdate({ target: [certificateForms.tenantId, certificateForms.form], set: { pdfBase64: row.pdfBase64, fieldMap: row.fieldMap, uploadedBy: row.uploadedBy, uploadedAt: row.uploadedAt } })
          .returning({ id: certificateForms.id });
        await audit(tx as Db, auth, { type: 'certificate_form', id: saved.id }, 'update', { form: { to: body.form }, field_Map: { to: body.field_Map } });
      });
      return { form: body.form, fields_Mapped: Object.keys(body.field_Map).length };
    },

    /** The tenant's form for the first of these codes it has uploaded, if any. */
    async first(tenantId: string, codes: string[]) {
      const rows = await db.select().from(certificateForms).where(and(eq(certificateForms.tenantId, tenantId), inArray(certificateForms.form, codes)));
      return codes.map((code) => rows.find((r) => r.form === code)).find(Boolean);
    },
  };
}

/** Fills a tenant's form by its map: each mapped PDF text field gets our field's value (on one line unless the field is multiline, cut at its length). */
export async function fillTenantForm(row: typeof certificateForms.$inferSelect, values: CertificateFields): Promise<Uint8Array> {
  const doc = await PDFDocument.load(Buffer.from(row.pdfBase64, 'base64'), { ignoreEncryption: true });
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
}
