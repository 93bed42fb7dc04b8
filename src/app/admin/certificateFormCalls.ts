import certificateSchema from '../../../schemas/certificates/certificate.schema.json';
import uploadSchema from '../../../schemas/certificates/certificate-form-upload.schema.json';
import type { GetCertificateFormsAnswer, PostCertificateFormFieldsAnswer } from '../../generated';
import { api } from '../api/client';

/** A licensed form the agency uploaded, as GET /v1/certificate/forms lists it. */
export type UploadedForm = GetCertificateFormsAnswer['forms'][number];
/** A text field of a chosen PDF, as the server read it. */
export type PdfField = PostCertificateFormFieldsAnswer['fields'][number];

export const formsPath = '/v1/certificate/forms';

/** The forms an agency may upload its own of, with their titles: ACORD 25 and the certificate's form list. */
export const uploadableForms: { code: string; title: string }[] = [
  ...uploadSchema.$defs.form.anyOf.flatMap((f) => (f.const && f.title ? [{ code: f.const, title: f.title }] : [])),
  ...certificateSchema.$defs.form.oneOf.map((f) => ({ code: f.const, title: f.title })),
];

/** POST /v1/certificate/form/fields: the PDF's text fields (nothing kept). */
export async function readPdfFields(pdf: string): Promise<PdfField[]> {
  return (await api<PostCertificateFormFieldsAnswer>('/v1/certificate/form/fields', { method: 'POST', body: { pdf } })).resolved.fields;
}

/** PUT /v1/certificate/form: the form's PDF with its map; answers the server's sentence. */
export async function saveForm(form: string, pdf: string, fieldMap: Record<string, string>): Promise<string> {
  return (await api('/v1/certificate/form', { method: 'PUT', body: { form, pdf, field_Map: fieldMap } })).responseMessage;
}

/** PUT /v1/certificate/form/remove: certificates on that form are issued on ours again. */
export async function removeForm(form: string): Promise<string> {
  return (await api('/v1/certificate/form/remove', { method: 'PUT', body: { form } })).responseMessage;
}
