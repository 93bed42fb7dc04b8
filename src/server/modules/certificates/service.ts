import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import schema from '../../../../schemas/certificates/certificate.schema.json';
import texts from '../../../../schemas/certificates/certificate-pdf.json';
import replies from '../../../../schemas/certificates/certificates.replies.json';
import type { CertificateIssueBody } from '../../../generated/types/certificate-issue.ts';
import type { CertificatePreviewBody } from '../../../generated/types/certificate-preview.ts';
import { today } from '../../../engine/core/clock.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { TenantProfileService } from '../admin/profile.ts';
import { createRecords } from '../../records/record.ts';
import type { FileService } from '../files/service.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import { formsOf, readCoverage, type SentLimit } from './coverage.ts';
import { certificateRecords, holderRecords } from './declarations.ts';
import { addressLines, fail, readInsured, type Insured, type InsuredKind } from './insured.ts';
import { renderCertificatePdf } from './pdf.ts';
import { certificateFields } from './sheet.ts';
import { createTenantForms } from './tenantForms.ts';
import { certificateHolders, certificates } from './tables.ts';

type Holder = NonNullable<CertificateIssueBody['holder']>;
type HolderRow = typeof certificateHolders.$inferSelect;
const formTitles = new Map(schema.$defs.form.oneOf.map((f) => [f.const, f.title]));
const holderAddress = (h: Pick<HolderRow, 'addressLine1' | 'addressLine2' | 'city' | 'stateCode' | 'zip'>) => addressLines({ line1: h.addressLine1, line2: h.addressLine2, city: h.city, stateCode: h.stateCode, zip: h.zip });
const insuredOfHolder = (h: HolderRow): { kind: InsuredKind; id: string } => (h.insuredHumanId ? { kind: 'human', id: h.insuredHumanId } : { kind: 'entity', id: h.insuredEntityId! });

/** What a certificate is made from, checked: the insured, its policies' coverage, the forms. */
interface Plan {
  insured: Insured;
  coverage: Awaited<ReturnType<typeof readCoverage>>;
  forms: string[];
}

/**
 * Certificates of liability: our own certificate PDF with fillable fields, filled from the insured,
 * the agency, the chosen policies and a holder; issued ones kept as files on the insured, to reissue
 * to each holder on the policies' latest versions.
 */
export function createCertificateService({ db, cipher }: ServiceDeps, lob: LobService, files: FileService, profile: TenantProfileService) {
  const holderLife = createRecords(db, cipher, holderRecords);
  const certificateLife = createRecords(db, cipher, certificateRecords);
  const tenantForms = createTenantForms(db, files);

  async function plan(auth: AuthContext, kind: InsuredKind, insuredId: string, policyIds: string[], sent: { forms?: string[]; limits?: SentLimit[] }, field?: string): Promise<Plan> {
    const insured = await readInsured(db, auth, kind, insuredId);
    const coverage = await readCoverage(db, auth, lob, insured, policyIds.map((id) => id.toLowerCase()), sent, field);
    return { insured, coverage, forms: formsOf(sent.forms) };
  }

  async function render(auth: AuthContext, p: Plan, holder?: { name: string; address: string[] }) {
    const [{ logoPng, ...agency }, [issuer]] = await Promise.all([
      profile.producer(auth.tenantId),
      db.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, auth.userId)),
    ]);
    const fields = certificateFields({
      date: today(), agency, issuer: { name: `${issuer?.first ?? ''} ${issuer?.last ?? ''}`.trim(), email: issuer?.email ?? '' },
      insured: p.insured, coverage: p.coverage, forms: p.forms.map((f) => formTitles.get(f) ?? f), holder,
    });
    // the agency's own licensed form of the first chosen form it uploaded, else its ACORD 25, else ours (DECISIONS 304)
    const own = await tenantForms.first(auth.tenantId, [...p.forms, 'acord_25']);
    return own ? tenantForms.fill(own, fields) : renderCertificatePdf(fields, logoPng);
  }

  /** The holder named, on the books and the insured's (400 naming the field otherwise). */
  async function holderOf(auth: AuthContext, id: string, insured: Insured): Promise<HolderRow> {
    const found = await holderLife.row(auth, id.toLowerCase()).catch(() => {
      throw fail('/certificate_Holder_Reference_Id', replies.holderNotFound);
    });
    const of = insuredOfHolder(found);
    if (of.kind !== insured.kind || of.id !== insured.id) throw fail('/certificate_Holder_Reference_Id', replies.holderOfAnotherInsured);
    return found;
  }

  const holderColumns = (h: Holder) => ({
    name: h.name.trim(), addressLine1: h.address_Line_1?.trim() || null, addressLine2: h.address_Line_2?.trim() || null,
    city: h.city?.trim() || null, stateCode: h.state_Code?.toUpperCase() ?? null, zip: h.zip ?? null,
  });

  /** Renders the certificate to the holder and keeps it: the holder (a new one added), the file on the insured, the certificate, in one transaction. */
  async function keep(auth: AuthContext, p: Plan, holder: HolderRow | Holder) {
    const existing = 'id' in holder ? holder : undefined;
    const columns = existing ?? holderColumns(holder as Holder);
    const bytes = await render(auth, p, { name: columns.name, address: holderAddress(columns) });
    const related = { relatedHumanId: p.insured.kind === 'human' ? p.insured.id : null, relatedEntityId: p.insured.kind === 'entity' ? p.insured.id : null };
    return db.transaction(async (t) => {
      const tx = t as Db;
      const holderId = existing?.id ?? (await holderLife.create(auth, { ...columns, insuredHumanId: related.relatedHumanId, insuredEntityId: related.relatedEntityId }, undefined, tx)).id;
      const file = await files.keepGenerated(auth, {
        name: fillTemplate(texts.fileName, { holder: columns.name, date: today() }), description: fillTemplate(texts.fileDescription, { holder: columns.name }),
        extension: 'pdf', tags: ['certificate_of_insurance'], bytes, ...related,
      }, tx);
      const saved = await certificateLife.create(auth, {
        holderId, insuredHumanId: related.relatedHumanId, insuredEntityId: related.relatedEntityId,
        masterPolicyIds: p.coverage.masterIds, forms: p.forms, limits: p.coverage.limits, fileId: file.file_Reference_Id,
      }, undefined, tx);
      return { certificate_Reference_Id: saved.id, certificate_Holder_Reference_Id: holderId, file_Reference_Id: file.file_Reference_Id, file_Name: file.name, latest_Version: file.version };
    });
  }

  return {
    saveForm: tenantForms.save,
    forms: tenantForms.list,
    formFields: tenantForms.fields,
    removeForm: tenantForms.remove,

    /** POST /v1/certificate/preview: the certificate as it would be issued, nothing kept. */
    async preview(auth: AuthContext, body: CertificatePreviewBody) {
      const p = await plan(auth, body.insured_Type, body.insured_Reference_Id, body.policy_Reference_Id, body);
      if (body.certificate_Holder_Reference_Id) {
        const holder = await holderOf(auth, body.certificate_Holder_Reference_Id, p.insured);
        return render(auth, p, { name: holder.name, address: holderAddress(holder) });
      }
      return render(auth, p, body.holder ? { name: body.holder.name.trim(), address: holderAddress(holderColumns(body.holder)) } : undefined);
    },

    /** POST /v1/certificate/issue: to a holder of the insured, or a new one kept on the insured. */
    async issue(auth: AuthContext, body: CertificateIssueBody) {
      const p = await plan(auth, body.insured_Type, body.insured_Reference_Id, body.policy_Reference_Id, body);
      const holder = body.certificate_Holder_Reference_Id ? await holderOf(auth, body.certificate_Holder_Reference_Id, p.insured) : body.holder!;
      return keep(auth, p, holder);
    },

    /** POST /v1/certificate/reissue: the holder's latest certificate again (its policies, forms and limits), on the policies' latest versions. */
    async reissue(auth: AuthContext, holderId: string) {
      const holder = await holderLife.row(auth, holderId.toLowerCase());
      const [last] = await db.select().from(certificates)
        .where(and(eq(certificates.tenantId, auth.tenantId), eq(certificates.holderId, holder.id), isNull(certificates.retiredAt)))
        .orderBy(desc(certificates.createdAt)).limit(1);
      if (!last) throw fail('/certificate_Holder_Reference_Id', replies.neverIssued);
      const of = insuredOfHolder(holder);
      const p = await plan(auth, of.kind, of.id, last.masterPolicyIds, { forms: last.forms, limits: last.limits }, '/certificate_Holder_Reference_Id');
      return keep(auth, p, holder);
    },

    /** GET /v1/certificate/holders: the insured's holders, each with how many certificates it was issued and the latest (when, by whom, its file). */
    async holders(auth: AuthContext, kind: InsuredKind, insuredId: string) {
      const insured = await readInsured(db, auth, kind, insuredId, 'subject');
      const column = kind === 'human' ? certificateHolders.insuredHumanId : certificateHolders.insuredEntityId;
      const rows = await db.select().from(certificateHolders)
        .where(and(eq(certificateHolders.tenantId, auth.tenantId), eq(column, insured.id), isNull(certificateHolders.retiredAt)))
        .orderBy(certificateHolders.name, certificateHolders.id);
      const ids = rows.map((r) => r.id);
      const issued = !ids.length ? [] : await db.select({ holderId: certificates.holderId, count: count() }).from(certificates)
        .where(and(eq(certificates.tenantId, auth.tenantId), inArray(certificates.holderId, ids), isNull(certificates.retiredAt))).groupBy(certificates.holderId);
      const latest = !ids.length ? [] : await db.selectDistinctOn([certificates.holderId], { holderId: certificates.holderId, fileId: certificates.fileId, at: certificates.createdAt, first: users.firstName, last: users.lastName })
        .from(certificates).leftJoin(users, eq(users.id, certificates.createdBy))
        .where(and(eq(certificates.tenantId, auth.tenantId), inArray(certificates.holderId, ids), isNull(certificates.retiredAt)))
        .orderBy(certificates.holderId, desc(certificates.createdAt));
      return rows.map((h) => {
        const last = latest.find((l) => l.holderId === h.id);
        return {
          certificate_Holder_Reference_Id: h.id, version: h.version, name: h.name, address: holderAddress(h),
          certificates_Count: Number(issued.find((i) => i.holderId === h.id)?.count ?? 0),
          last_Issued_At: last?.at ?? null, last_Issued_By: last ? `${last.first ?? ''} ${last.last ?? ''}`.trim() : null, last_File_Reference_Id: last?.fileId ?? null,
        };
      });
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
