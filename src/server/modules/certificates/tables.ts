import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stamp, tenantKey, tenantReference, versioned } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';
import { entities } from '../entities/tables.ts';
import { files } from '../files/tables.ts';
import { humans } from '../humans/tables.ts';

/** A limit printed beside a policy's line on a certificate (dollars, exact decimal as text). */
export interface CertificateLimit {
  policy_Reference_Id: string;
  line_Of_Business_Id: string;
  limit: string;
}

/** Who a certificate of liability is issued to, kept on the insured (a human or an entity) to reissue to. */
export const certificateHolders = pgTable(
  'certificate_holders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    insuredHumanId: uuid('insured_human_id'),
    insuredEntityId: uuid('insured_entity_id'),
    name: text('name').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    zip: text('zip'),
    ...versioned(),
  },
  (t) => [
    tenantKey('certificate_holders', t),
    tenantReference('certificate_holders_human__insured_Reference_Id', t.tenantId, t.insuredHumanId, () => humans),
    tenantReference('certificate_holders_entity__insured_Reference_Id', t.tenantId, t.insuredEntityId, () => entities),
    index('certificate_holders_human').on(t.tenantId, t.insuredHumanId).where(sql`retired_at is null`),
    index('certificate_holders_entity').on(t.tenantId, t.insuredEntityId).where(sql`retired_at is null`),
  ],
);

/**
 * A certificate issued: for which policies (their first versions' ids, so a reissue prints the
 * latest version), forms and limits, to which holder; its PDF is a file on the insured.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    holderId: uuid('holder_id').notNull(),
    insuredHumanId: uuid('insured_human_id'),
    insuredEntityId: uuid('insured_entity_id'),
    masterPolicyIds: text('master_policy_ids').array().notNull(),
    forms: text('forms').array().notNull(),
    limits: jsonb('limits').$type<CertificateLimit[]>().notNull(),
    fileId: uuid('file_id').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantReference('certificates__certificate_Holder_Reference_Id', t.tenantId, t.holderId, () => certificateHolders),
    tenantReference('certificates_human__insured_Reference_Id', t.tenantId, t.insuredHumanId, () => humans),
    tenantReference('certificates_entity__insured_Reference_Id', t.tenantId, t.insuredEntityId, () => entities),
    tenantReference('certificates__file_Reference_Id', t.tenantId, t.fileId, () => files),
    index('certificates_holder').on(t.tenantId, t.holderId, t.createdAt).where(sql`retired_at is null`),
  ],
);

/**
 * A tenant's own licensed ACORD form (a fillable PDF) for one of the certificate's forms, with its field map:
 * our certificate field -> the PDF's field name. Issuing fills it instead of our certificate. The PDF's bytes
 * are in the file store by content address, as every file's are (DECISIONS 350).
 */
export const certificateForms = pgTable(
  'certificate_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    /** acord_25, acord_137_ny, ... */
    form: text('form').notNull(),
    /** the PDF's content address in the file store */
    pdfSha256: text('pdf_sha256').notNull(),
    fieldMap: jsonb('field_map').$type<Record<string, string>>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    uploadedAt: stamp('uploaded_at'),
  },
  (t) => [uniqueIndex('certificate_forms_tenant_form').on(t.tenantId, t.form)],
);
