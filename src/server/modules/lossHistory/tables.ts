import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { money, tenantReference, versioned } from '../../db/columns.ts';
import { tenants } from '../../db/tenancy.ts';
import { markets } from '../markets/tables.ts';
import { opportunities } from '../opportunities/tables.ts';
import { policies } from '../policies/tables.ts';

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
