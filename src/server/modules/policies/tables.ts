import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { money, tenantKey, tenantReference, versioned } from '../../db/columns.ts';
import { searchRows } from '../../db/searchRows.ts';
import type { PolicyParticipant } from '../insuredLines/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';
import { contacts } from '../contacts/tables.ts';
import { entities } from '../entities/tables.ts';
import { humans } from '../humans/tables.ts';
import { markets } from '../markets/tables.ts';
import { opportunities } from '../opportunities/tables.ts';

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
    // the dashboard's book tiles (written in the months) and renewals due, read from the index alone
    index('policies_tenant_written').on(t.tenantId, t.effectiveDate, t.status, t.policyType, t.marketId, t.actualPremium).where(sql`retired_at is null and is_latest`),
    index('policies_tenant_expiring').on(t.tenantId, t.expirationDate, t.status, t.cancelDate, t.masterPolicyId, t.actualPremium).where(sql`retired_at is null and is_latest`),
  ],
);

/** The latest versions of the policies on the list, by the list's sort keys (DECISIONS 445). */
export const policySearchRows = searchRows('policy_search', () => policies, {
  effectiveDate: date('effective_date').notNull(),
  expirationDate: date('expiration_date').notNull(),
  carrierPolicyNumber: text('carrier_policy_number'),
  insuredName: text('insured_name').notNull(),
  marketName: text('market_name').notNull(),
  actualPremium: money('actual_premium').notNull(),
});

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
