import replies from '../../../../schemas/certificates/certificates.replies.json';
import validateCertificateFormFields from '../../../generated/validators/certificate-form-fields.js';
import validateCertificateFormRemove from '../../../generated/validators/certificate-form-remove.js';
import validateCertificateFormUpload from '../../../generated/validators/certificate-form-upload.js';
import validateCertificateHolders from '../../../generated/validators/certificate-holders.js';
import validateCertificateIssue from '../../../generated/validators/certificate-issue.js';
import validateCertificatePreview from '../../../generated/validators/certificate-preview.js';
import validateCertificateReissue from '../../../generated/validators/certificate-reissue.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { defineRoute, readRoute, writeRoute } from '../../http/route.ts';
import { tenantAdminScope } from '../admin/roles.ts';
import { contentDisposition } from '../files/names.ts';
import texts from '../../../../schemas/certificates/certificate-pdf.json';

/** The Certificate of Liability screen's calls (spec 02 names none: DECISIONS 233). */
export const certificateRoutes = [
  defineRoute({
    method: 'POST', url: '/v1/certificate/preview', scope: 'policy-view',
    summary: 'The certificate of liability as it would be issued (application/pdf, inline, fillable fields): the insured, the agency, the chosen policies with their insurers A to F, numbers, dates and limits per line, the holder when given. Nothing is kept.',
    body: validateCertificatePreview, query: validateNoQuery,
    answer: { mediaType: 'application/pdf', description: 'The certificate, inline, its values in fillable fields.' },
    async handler({ body, auth, services, reply }) {
      const bytes = await services.certificates.preview(auth, body);
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('inline', `${texts.title}.pdf`))
        .header('cache-control', 'private, no-store').send(Buffer.from(bytes));
    },
  }),
  writeRoute({
    method: 'POST', url: '/v1/certificate/issue', scope: 'policy-edit',
    summary: "Issues the certificate to a holder of the insured (certificate_Holder_Reference_Id) or a new one (holder, then kept on the insured); the PDF is kept as a file on the insured. Answers the certificate's, the holder's and the file's ids.",
    body: validateCertificateIssue,
  }, ({ body, auth, services }) => services.certificates.issue(auth, body), replies.issued),
  writeRoute({
    method: 'POST', url: '/v1/certificate/reissue', scope: 'policy-edit',
    summary: "Issues a holder's latest certificate again (its policies, forms and limits) on the policies' latest versions, as a new file on the insured.",
    body: validateCertificateReissue,
  }, ({ body, auth, services }) => services.certificates.reissue(auth, body.certificate_Holder_Reference_Id), replies.reissued),
  readRoute({
    url: '/v1/certificate/holders', scope: 'policy-view',
    summary: "An insured's certificate holders (name, address), each with the number of certificates issued to it and the latest one: when, by whom, its file.",
    query: validateCertificateHolders,
  }, async ({ query, auth, services }) => ({ holders: await services.certificates.holders(auth, query.insured_Type, query.insured_Reference_Id) })),
  writeRoute({
    method: 'PUT', url: '/v1/certificate/form', scope: tenantAdminScope,
    summary: "A tenant admin uploads the agency's own licensed ACORD form (25, 137, 138, 127 or 163; a fillable PDF in base64) with its field map (our certificate field -> the PDF's field name); every mapped field must be a text field of the PDF (400 naming the one that is not). Issuing then fills that form instead of ours.",
    body: validateCertificateFormUpload,
  }, ({ body, auth, services }) => services.certificates.saveForm(auth, body), replies.formSaved),
  readRoute({
    url: '/v1/certificate/forms', scope: tenantAdminScope,
    summary: "The agency's own licensed ACORD forms uploaded (by form), each with its field map, who uploaded it and when; a form not listed is issued on our certificate.",
    query: validateNoQuery,
  }, ({ auth, services }) => services.certificates.forms(auth)),
  writeRoute({
    method: 'POST', url: '/v1/certificate/form/fields', scope: tenantAdminScope,
    summary: "Reads a fillable PDF's text fields (their names in the PDF's order, and whether each takes several lines), for the field map's picker; nothing is kept.",
    body: validateCertificateFormFields,
  }, ({ body, services }) => services.certificates.formFields(body.pdf)),
  writeRoute({
    method: 'PUT', url: '/v1/certificate/form/remove', scope: tenantAdminScope,
    summary: "Removes the agency's own licensed form of this kind (404 when it has none uploaded); certificates are issued on ours again. Audited.",
    body: validateCertificateFormRemove,
  }, ({ body, auth, services }) => services.certificates.removeForm(auth, body.form), replies.formRemoved),
];
