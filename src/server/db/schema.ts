import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, stamp, tenantKey, tenantReference, versioned, type PolicyParticipant } from './columns.ts';
export type { PolicyParticipant } from './columns.ts';
import { markets } from '../modules/markets/tables.ts';
import { contacts } from '../modules/contacts/tables.ts';
import { tenants, users } from './tenancy.ts';
import { humans } from '../modules/humans/tables.ts';
import { entities } from '../modules/entities/tables.ts';
import { opportunities } from '../modules/opportunities/tables.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id').notNull().references(() => users.id),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const referenceItems = pgTable(
  'reference_items',
  {
    listName: text('list_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(1000),
  },
  (t) => [primaryKey({ columns: [t.listName, t.code] })],
);

export const configurations = pgTable(
  'configurations',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    key: text('key').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * Bumped by every write to a tenant's records of one type, in the write's transaction: list counts
 * are cached per version (services/countCache.ts), so none outlives a change on any instance.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    recordType: text('record_type').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.recordType] })],
);

/** Pictures re-encoded by the server; unlinked ones (no record yet) are removed after a day. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** the kind of record the picture is for (human, entity), whose edit scope uploading it needed */
    recordType: text('record_type').notNull(),
    /** the record showing it; null until a save links it */
    recordId: uuid('record_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('profile_images_unlinked').on(t.createdAt).where(sql`record_id is null`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    userId: uuid('user_id').references(() => users.id),
    at: stamp('at'),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_record').on(t.tenantId, t.recordType, t.recordId), index('audit_at').on(t.tenantId, t.at, t.id)],
);

/** Failed sign-ins by a hash of email and address, for the throttle shared by every instance. */
/**
 * Attempts counted per key in fixed windows (sign-ins per address, per account, per pair; picture
 * uploads per user): one row a key, counted up atomically before the attempt is allowed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('rate_limits_window').on(t.windowEnds)],
);

/** Email and address pairs that signed in successfully: the account-wide sign-in limit spares them. */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    keyHash: text('key_hash').primaryKey(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_sign_ins_last').on(t.lastAt)],
);

/** Single sign-on logins under way: the state a browser carries to the provider and back. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
});


/** One line of business on a policy, with its premium and commission (exact decimals as text). */
export interface PolicyLine {
  line_Of_Business_Id: string;
  selected_Premium: string;
  selected_Commission: string;
  /** the issuing company (a market) when it differs from the policy's market */
  entity_Reference_Id: string | null;
  status: string;
}
export interface PolicyFee { id: string; type: string; fee: string; is_Fee_Commissionable: boolean; percent: string | null; description: string | null }
export interface PolicyTax { id: string; type: string; tax: string; responsible_For_Filing: string; state: string | null; description: string | null }

/**
 * A policy version: each endorsement adds a row (policy_version + 1) under the first version's id
 * (master_policy_id); lists show the latest. Its lines, fees, taxes and participants travel with
 * the version; premium, commission, taxes and fees are totals the server computes.
 */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    masterPolicyId: uuid('master_policy_id').notNull(),
    policyVersion: integer('policy_version').notNull().default(1),
    isLatest: boolean('is_latest').notNull().default(true),
    marketId: uuid('market_id').notNull(),
    /** the market's type, for the list's filter */
    marketType: text('market_type').notNull(),
    marketName: text('market_name').notNull(),
    opportunityId: uuid('opportunity_id'),
    carrierPolicyNumber: text('carrier_policy_number'),
    /** the binder the carrier gave when the policy was bound, and the day it was bound */
    binderNumber: text('binder_number'),
    bindDate: date('bind_date'),
    /** the first named insured: a human or an entity, and the contact on it */
    insuredType: text('insured_type').notNull(),
    insuredHumanId: uuid('insured_human_id'),
    insuredEntityId: uuid('insured_entity_id'),
    insuredContactId: uuid('insured_contact_id'),
    insuredName: text('insured_name').notNull(),
    /** New or renewal */
    policyType: text('policy_type').notNull(),
    effectiveDate: date('effective_date').notNull(),
    expirationDate: date('expiration_date').notNull(),
    /** pre_Bind, bound, issued, pending_Cancel, cancelled or reinstated (expired follows from the dates) */
    status: text('status').notNull(),
    versionTitle: text('version_title'),
    billingType: text('billing_type'),
    isFinanced: boolean('is_financed').notNull().default(false),
    installmentType: text('installment_type'),
    description: text('description'),
    descriptionOfOperations: text('description_of_operations'),
    minimumEarnedPremium: money('minimum_earned_premium'),
    minimumEarnedPremiumType: text('minimum_earned_premium_type'),
    lines: jsonb('lines').$type<PolicyLine[]>().notNull(),
    lobIds: text('lob_ids').array().notNull().default(sql`'{}'::text[]`),
    fees: jsonb('fees').$type<PolicyFee[]>().notNull(),
    taxes: jsonb('taxes').$type<PolicyTax[]>().notNull(),
    participants: jsonb('participants').$type<PolicyParticipant[]>().notNull(),
    actualPremium: money('actual_premium').notNull().default('0'),
    actualCommission: money('actual_commission').notNull().default('0'),
    totalTaxes: money('total_taxes').notNull().default('0'),
    totalFees: money('total_fees').notNull().default('0'),
    /** an endorsement's effective date and what it changed */
    changeEffectiveDate: date('change_effective_date'),
    changeSummary: jsonb('change_summary').$type<Record<string, unknown>>(),
    cancelDate: date('cancel_date'),
    cancelReason: text('cancel_reason'),
    returnPremium: money('return_premium'),
    searchName: text('search_name').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantKey('policies', t),
    tenantReference('policies__market_Reference_Id', t.tenantId, t.marketId, () => markets),
    tenantReference('policies__opportunity_Reference_Id', t.tenantId, t.opportunityId, (): typeof opportunities => opportunities),
    tenantReference('policies_human__first_Name_Insured_Reference_Id', t.tenantId, t.insuredHumanId, () => humans),
    tenantReference('policies_entity__first_Name_Insured_Reference_Id', t.tenantId, t.insuredEntityId, () => entities),
    tenantReference('policies__first_Name_Insured_Contact_Ref_Id', t.tenantId, t.insuredContactId, () => contacts),
    index('policies_tenant_latest').on(t.tenantId, t.effectiveDate, t.id).where(sql`retired_at is null and is_latest`),
    index('policies_master').on(t.tenantId, t.masterPolicyId),
    index('policies_human').on(t.tenantId, t.insuredHumanId).where(sql`retired_at is null and is_latest`),
    index('policies_entity').on(t.tenantId, t.insuredEntityId).where(sql`retired_at is null and is_latest`),
    index('policies_market').on(t.tenantId, t.marketId).where(sql`retired_at is null and is_latest`),
    index('policies_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** A staff member's draft policies (the spec's client-side draft), kept so a reload loses nothing. */
export const policyDrafts = pgTable(
  'policy_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    ...versioned(),
  },
  (t) => [index('policy_drafts_owner').on(t.tenantId, t.ownerUserId).where(sql`retired_at is null`)],
);

/** A claim in an insured's loss history, on a policy (or, later, an opportunity). */
export const lossHistory = pgTable(
  'loss_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    policyId: uuid('policy_id'),
    opportunityId: uuid('opportunity_id'),
    dateReported: date('date_reported'),
    dateOfClaim: date('date_of_claim'),
    paidAmount: money('paid_amount'),
    reservedAmount: money('reserved_amount'),
    claimOpen: boolean('claim_open').notNull().default(false),
    description: text('description'),
    ...versioned(),
  },
  (t) => [
    tenantReference('loss_history__policy_Reference_Id', t.tenantId, t.policyId, () => policies),
    tenantReference('loss_history__opportunity_Reference_Id', t.tenantId, t.opportunityId, (): typeof opportunities => opportunities),
    index('loss_history_policy').on(t.tenantId, t.policyId).where(sql`retired_at is null`),
    index('loss_history_opportunity').on(t.tenantId, t.opportunityId).where(sql`retired_at is null`),
  ],
);

/** The carrier that wrote the insured's cover before, on a policy (or, later, an opportunity). */
export const priorCarriers = pgTable(
  'prior_carriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    policyId: uuid('policy_id'),
    opportunityId: uuid('opportunity_id'),
    marketId: uuid('market_id'),
    carrierPolicyNumber: text('carrier_policy_number'),
    effectiveDate: date('effective_date'),
    expirationDate: date('expiration_date'),
    premium: money('premium'),
    lobIds: text('lob_ids').array().notNull().default(sql`'{}'::text[]`),
    ...versioned(),
  },
  (t) => [
    tenantReference('prior_carriers__policy_Reference_Id', t.tenantId, t.policyId, () => policies),
    tenantReference('prior_carriers__opportunity_Reference_Id', t.tenantId, t.opportunityId, (): typeof opportunities => opportunities),
    tenantReference('prior_carriers__market_Reference_Id', t.tenantId, t.marketId, () => markets),
    index('prior_carriers_policy').on(t.tenantId, t.policyId).where(sql`retired_at is null`),
    index('prior_carriers_opportunity').on(t.tenantId, t.opportunityId).where(sql`retired_at is null`),
  ],
);

export * from './tenancy.ts';
export * from '../modules/certificates/tables.ts';
export * from '../modules/email/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/linesOfBusiness/tables.ts';
export * from '../modules/markets/tables.ts';
export * from '../modules/contacts/tables.ts';
export * from '../modules/humans/tables.ts';
export * from '../modules/entities/tables.ts';
export * from '../modules/cases/tables.ts';
export * from '../modules/files/tables.ts';
export * from '../modules/submissions/tables.ts';
export * from '../modules/proposals/tables.ts';
export * from '../modules/opportunities/tables.ts';
