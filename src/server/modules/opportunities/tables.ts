import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, stamp, tenantKey, tenantReference, versioned } from '../../db/columns.ts';
import { searchRows } from '../../db/searchRows.ts';
import type { PolicyParticipant } from '../insuredLines/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';
import { cases } from '../cases/tables.ts';
import { contacts } from '../contacts/tables.ts';
import { entities } from '../entities/tables.ts';
import { humans } from '../humans/tables.ts';

/** A line of business on an opportunity: the market and premium chosen, and the client's response. */
export interface OpportunityLine {
  /** the line's own id on the opportunity (reference_Id, opportunity_LOB_Relationship_Reference_Id) */
  reference_Id: string;
  line_Of_Business_Id: string;
  description: string | null;
  market_Reference_Id: string | null;
  selected_Premium: string | null;
  selected_Commission: string | null;
  /** accepted or declined, once the client has answered */
  client_Response_Status: string | null;
  client_Decline_Reason: string | null;
  entity_Reference_Id: string | null;
  coverage_Reference_Id: string | null;
  effective_Date: string | null;
  expiration_Date: string | null;
}

/**
 * An opportunity: a sale moving through the pipeline's stages (schemas/opportunity/opportunity-stages.json),
 * with its OPPORTUNITY case (tasks and files), its insured, lines and participants. Premium and
 * revenue, expected and actual, are exact decimals; closing sets is_Won and the actual figures.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    caseId: uuid('case_id').notNull(),
    /** new or renewal */
    opportunityType: text('opportunity_type').notNull(),
    stage: text('stage').notNull(),
    /** when the stage last changed (the board's "in stage since") */
    stageChangedAt: stamp('stage_changed_at'),
    /** the stage a lost opportunity was at when it was closed lost (its stepper shows it) */
    lostAtStage: text('lost_at_stage'),
    /** new, in_Process or closed (its case's status too) */
    status: text('status').notNull().default('new'),
    description: text('description'),
    isPriority: boolean('is_priority').notNull().default(false),
    effectiveDate: date('effective_date'),
    expirationDate: date('expiration_date'),
    expectedCloseDate: date('expected_close_date'),
    quoteNeededBy: date('quote_needed_by'),
    expectedPremium: money('expected_premium'),
    expectedRevenue: money('expected_revenue'),
    actualPremium: money('actual_premium'),
    actualRevenue: money('actual_revenue'),
    /** what the list shows and filters on: the actual figures once closed, the expected ones before */
    premium: money('premium').notNull().default('0'),
    revenue: money('revenue').notNull().default('0'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id),
    source: text('source'),
    sourceSystemId: text('source_system_id'),
    segmentReferenceIds: text('segment_reference_ids').array().notNull().default(sql`'{}'::text[]`),
    isWon: boolean('is_won'),
    isFollowUpNextYear: boolean('is_follow_up_next_year').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the first named insured: a human or an entity, and the contact on it */
    insuredType: text('insured_type').notNull(),
    insuredHumanId: uuid('insured_human_id'),
    insuredEntityId: uuid('insured_entity_id'),
    insuredContactId: uuid('insured_contact_id'),
    insuredName: text('insured_name').notNull(),
    lines: jsonb('lines').$type<OpportunityLine[]>().notNull(),
    lobIds: text('lob_ids').array().notNull().default(sql`'{}'::text[]`),
    participants: jsonb('participants').$type<PolicyParticipant[]>().notNull(),
    /** the policies (their master ids) a renewal opportunity renews */
    renewalOfPolicyIds: text('renewal_of_policy_ids').array().notNull().default(sql`'{}'::text[]`),
    searchName: text('search_name').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantKey('opportunities', t),
    tenantReference('opportunities__irys_Case_Reference_Id', t.tenantId, t.caseId, () => cases),
    tenantReference('opportunities_human__first_Name_Insured_Reference_Id', t.tenantId, t.insuredHumanId, () => humans),
    tenantReference('opportunities_entity__first_Name_Insured_Reference_Id', t.tenantId, t.insuredEntityId, () => entities),
    tenantReference('opportunities__first_Name_Insured_Contact_Ref_Id', t.tenantId, t.insuredContactId, () => contacts),
    index('opportunities_tenant_close').on(t.tenantId, t.expectedCloseDate, t.id).where(sql`retired_at is null`),
    index('opportunities_tenant_created').on(t.tenantId, t.createdAt, t.id).where(sql`retired_at is null`),
    index('opportunities_tenant_name').on(t.tenantId, t.insuredName, t.id).where(sql`retired_at is null`),
    index('opportunities_tenant_premium').on(t.tenantId, t.premium, t.id).where(sql`retired_at is null`),
    index('opportunities_tenant_revenue').on(t.tenantId, t.revenue, t.id).where(sql`retired_at is null`),
    // an assignee's opportunities and their cases (the dashboard's my cases), and the pipeline by stage, read from the index alone
    index('opportunities_assignee').on(t.tenantId, t.assigneeUserId, t.caseId).where(sql`retired_at is null`),
    index('opportunities_tenant_stage').on(t.tenantId, t.stage, t.assigneeUserId, t.premium).where(sql`retired_at is null`),
    index('opportunities_human').on(t.tenantId, t.insuredHumanId).where(sql`retired_at is null`),
    index('opportunities_entity').on(t.tenantId, t.insuredEntityId).where(sql`retired_at is null`),
    index('opportunities_case').on(t.caseId),
    index('opportunities_renewal_of').using('gin', t.renewalOfPolicyIds),
    index('opportunities_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export type OpportunityRow = typeof opportunities.$inferSelect;

/** The opportunities on the list, by the list's sort keys (DECISIONS 445). */
export const opportunitySearchRows = searchRows('opportunity_search', () => opportunities, {
  insuredName: text('insured_name').notNull(),
  expectedCloseDate: date('expected_close_date'),
  premium: money('premium').notNull(),
  revenue: money('revenue').notNull(),
  stage: text('stage').notNull(),
  opportunityType: text('opportunity_type').notNull(),
});

/**
 * The policies (master ids) a live renewal opportunity renews, one row each: the unique index holds
 * one live renewal per policy however requests interleave; retired with its opportunity.
 */
export const policyRenewals = pgTable(
  'policy_renewals',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    masterPolicyId: uuid('master_policy_id').notNull(),
    opportunityId: uuid('opportunity_id').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.opportunityId, t.masterPolicyId] }),
    tenantReference('policy_renewals__opportunity_Reference_Id', t.tenantId, t.opportunityId, () => opportunities),
    uniqueIndex('policy_renewals_live').on(t.tenantId, t.masterPolicyId).where(sql`retired_at is null`),
  ],
);
