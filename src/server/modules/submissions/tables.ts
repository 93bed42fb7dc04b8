import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, tenantKey, tenantReference, versioned } from '../../db/columns.ts';
import { tenants } from '../../db/tenancy.ts';
import { markets } from '../markets/tables.ts';
import { opportunities } from '../opportunities/tables.ts';

/** A submission of an opportunity to a market; its versions carry the lines sent, each with a stage and status. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    opportunityId: uuid('opportunity_id').notNull(),
    marketId: uuid('market_id').notNull(),
    name: text('name').notNull(),
    info: text('info'),
    ...versioned(),
  },
  (t) => [
    tenantKey('submissions', t),
    tenantReference('submissions__opportunity_Reference_Id', t.tenantId, t.opportunityId, () => opportunities),
    tenantReference('submissions__market_Reference_Id', t.tenantId, t.marketId, () => markets),
    index('submissions_opportunity').on(t.tenantId, t.opportunityId).where(sql`retired_at is null`),
  ],
);

/** A line of business in a submission version: its stage and status ('new' when sent). */
export interface SubmissionLine { line_Of_Business_Id: string; stage: string; status: string }

export const submissionVersions = pgTable(
  'submission_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    submissionId: uuid('submission_id').notNull(),
    /** the order of the version within its submission, from 1 */
    versionNumber: integer('version_number').notNull(),
    versionName: text('version_name').notNull(),
    versionType: text('version_type'),
    lines: jsonb('lines').$type<SubmissionLine[]>().notNull(),
    ...versioned(),
  },
  (t) => [
    tenantKey('submission_versions', t),
    tenantReference('submission_versions__submission_Reference_Id', t.tenantId, t.submissionId, () => submissions),
    index('submission_versions_submission').on(t.tenantId, t.submissionId).where(sql`retired_at is null`),
  ],
);

/** A market's quote for one line of business of a submission version. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    opportunityId: uuid('opportunity_id').notNull(),
    submissionVersionId: uuid('submission_version_id').notNull(),
    marketId: uuid('market_id').notNull(),
    lobId: text('lob_id').notNull(),
    quotedPremium: money('quoted_premium').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantReference('quotes__opportunity_Reference_Id', t.tenantId, t.opportunityId, () => opportunities),
    tenantReference('quotes__version_Reference_Id', t.tenantId, t.submissionVersionId, () => submissionVersions),
    tenantReference('quotes__market_Reference_Id', t.tenantId, t.marketId, () => markets),
    index('quotes_opportunity').on(t.tenantId, t.opportunityId).where(sql`retired_at is null`),
    uniqueIndex('quotes_version_line').on(t.submissionVersionId, t.lobId).where(sql`retired_at is null`),
  ],
);
