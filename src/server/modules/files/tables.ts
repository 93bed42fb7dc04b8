import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantKey, tenantReference, versioned } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';
import { cases } from '../cases/tables.ts';
import { entities } from '../entities/tables.ts';
import { humans } from '../humans/tables.ts';
import { markets } from '../markets/tables.ts';
import { policies } from '../policies/tables.ts';

/**
 * A file on the books (a document, mail or image), with its versions' bytes in the file store. It
 * may be on a case and related to (Who) a human or an entity; its tags are document type codes.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Document, Spreadsheet, Email, Image or Multimedia: the kind of the latest version */
    fileType: text('file_type').notNull(),
    /** document type codes (file tags) */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    caseId: uuid('case_id'),
    /** the policy or the market it is filed on (a policy's file is also related to its insured) */
    policyId: uuid('policy_id'),
    marketId: uuid('market_id'),
    /** Related to (Who): a human or an entity, at most one */
    relatedHumanId: uuid('related_human_id'),
    relatedEntityId: uuid('related_entity_id'),
    latestVersion: integer('latest_version').notNull().default(1),
    searchName: text('search_name').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantKey('files', t),
    tenantReference('files__irys_Case_Reference_Id', t.tenantId, t.caseId, () => cases),
    tenantReference('files__policy_Reference_Id', t.tenantId, t.policyId, (): typeof policies => policies),
    tenantReference('files__market_Reference_Id', t.tenantId, t.marketId, (): typeof markets => markets),
    tenantReference('files_human__related_To', t.tenantId, t.relatedHumanId, () => humans),
    tenantReference('files_entity__related_To', t.tenantId, t.relatedEntityId, () => entities),
    index('files_tenant_uploaded').on(t.tenantId, t.createdAt, t.id).where(sql`retired_at is null`),
    index('files_case').on(t.tenantId, t.caseId).where(sql`retired_at is null`),
    index('files_human').on(t.tenantId, t.relatedHumanId).where(sql`retired_at is null`),
    index('files_entity').on(t.tenantId, t.relatedEntityId).where(sql`retired_at is null`),
    index('files_policy').on(t.tenantId, t.policyId).where(sql`retired_at is null`),
    index('files_market').on(t.tenantId, t.marketId).where(sql`retired_at is null`),
    index('files_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** Each upload of a file: its bytes by content address (SHA-256), and what they were found to be. */
export const fileVersions = pgTable(
  'file_versions',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    fileId: uuid('file_id').notNull(),
    version: integer('version').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** the type found in the bytes (not the one the client sent) */
    mimeType: text('mime_type').notNull(),
    extension: text('extension').notNull(),
    /** the name the file was uploaded as (base name only), to download it by */
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.version] }),
    tenantReference('file_versions__file_Reference_Id', t.tenantId, t.fileId, () => files),
    // whether any version still holds the bytes, asked before the stored bytes are deleted (DECISIONS 338)
    index('file_versions_sha256').on(t.sha256),
  ],
);

/**
 * A file version's text, taken out once for comparing (DECISIONS 60): the text, or why there is
 * none (reason: format, empty, tooLarge, unreadable). Kept apart from file_versions, whose rows lists read.
 */
export const fileTexts = pgTable(
  'file_texts',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    fileId: uuid('file_id').notNull().references(() => files.id),
    version: integer('version').notNull(),
    text: text('text'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.version] })],
);
