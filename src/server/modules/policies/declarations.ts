import { sql } from 'drizzle-orm';
import { today } from '../../../engine/core/clock.ts';
import replies from '../../../../schemas/policy/policy.replies.json';
import { policies, policyDrafts, policySearchRows } from './tables.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';
import { inForceStatuses } from '../../../domain/policyTransitions.ts';

export const policyRecords: RecordDeclaration<typeof policies> = {
  type: 'policy',
  noun: 'Policy',
  table: policies,
  derived: ['searchName', 'lobIds', 'marketType', 'marketName', 'insuredName'],
  staleMessage: replies.stale,
};

export const policyDraftRecords: RecordDeclaration<typeof policyDrafts> = { type: 'policy_draft', noun: 'Draft policy', table: policyDrafts, staleMessage: replies.draftStale };

const inForce = sql.raw(inForceStatuses.map((s) => `'${s}'`).join(', '));

/** In force on a day (the clock's today): bound, issued, reinstated or pending cancellation, not expired and not cancelled by then. */
export const activePolicy = (on: unknown = today()) =>
  sql`(${policies.status} in (${inForce}) and ${policies.expirationDate} >= ${on} and (${policies.cancelDate} is null or ${policies.cancelDate} > ${on}))`;
/** Cancelled by a day (the clock's today): cancelled, or a pending cancellation whose date has come. */
export const cancelledPolicy = (on: unknown = today()) => sql`(${policies.status} = 'cancelled' or (${policies.status} = 'pending_Cancel' and ${policies.cancelDate} <= ${on}))`;

/** Written: bound or beyond (a cancelled policy was written too); a pre-bind policy is not yet. */
export const unwrittenStatus = 'pre_Bind';
export const writtenPolicy = sql`${policies.status} <> ${sql.raw(`'${unwrittenStatus}'`)}`;
/** A renewal's policy (any other type is new business). */
export const renewalType = 'renewal';
export const renewalPolicy = sql`${policies.policyType} = ${sql.raw(`'${renewalType}'`)}`;

/** A policy list row by the names the API answers with (status and lines are shaped after). */
export const policyColumns = {
  policy_Reference_Id: policies.id,
  version: policies.version,
  master_Policy_Id: policies.masterPolicyId,
  policy_Version: policies.policyVersion,
  carrier_Issued_Policy_Id: policies.carrierPolicyNumber,
  policy_Type: policies.policyType,
  market_Reference_Id: policies.marketId,
  market_Name: policies.marketName,
  market_Type: policies.marketType,
  first_Name_Insured_Reference_Id: sql<string>`coalesce(${policies.insuredHumanId}, ${policies.insuredEntityId})`,
  first_Name_Insured_Type: policies.insuredType,
  insured_Name: policies.insuredName,
  effective_Date: policies.effectiveDate,
  expiration_Date: policies.expirationDate,
  status: policies.status,
  cancelDate: policies.cancelDate,
  billing_Type: policies.billingType,
  lines: policies.lines,
  actual_Premium: policies.actualPremium,
  actual_Commission: policies.actualCommission,
  owner_User_Id: policies.ownerUserId,
  created_At: policies.createdAt,
};

/**
 * The policy lists (GET /v1/policy/list, and an insured's policies): the latest version of each
 * policy; the list's query schema names the same sort keys and filters, but for the insured's
 * three. A term premium bound is on the policy's actual premium.
 */
export const policySearch: SearchDeclaration<typeof policies> = {
  type: 'policy',
  table: policies,
  searchColumn: policies.searchName,
  searchRows: policySearchRows,
  columns: policyColumns as unknown as SearchDeclaration<typeof policies>['columns'],
  sortKeys: {
    effective_Date: [policies.effectiveDate],
    expiration_Date: [policies.expirationDate],
    carrier_Issued_Policy_Id: [policies.carrierPolicyNumber],
    insured_Name: [policies.insuredName],
    market_Name: [policies.marketName],
    actual_Premium: [policies.actualPremium],
    created_At: [policies.createdAt],
  },
  defaultSortKey: 'effective_Date',
  always: sql`${policies.isLatest}`,
  filters: {
    is_Mine: { kind: 'mine', column: policies.ownerUserId },
    market_Type: { kind: 'equals', column: policies.marketType },
    // a market's policies (its detail page)
    market_Reference_Id: { kind: 'equals', column: policies.marketId },
    bill_Type: { kind: 'equals', column: policies.billingType },
    lob_Reference_Ids: { kind: 'anyOf', column: policies.lobIds },
    effective_Date_From: { kind: 'atLeast', column: policies.effectiveDate },
    effective_Date_To: { kind: 'atMost', column: policies.effectiveDate },
    expiration_Date_From: { kind: 'atLeast', column: policies.expirationDate },
    expiration_Date_To: { kind: 'atMost', column: policies.expirationDate },
    term_Premium_Min: { kind: 'atLeast', column: policies.actualPremium },
    term_Premium_Max: { kind: 'atMost', column: policies.actualPremium },
    is_Active: { kind: 'holds', condition: activePolicy },
    is_Written: { kind: 'holds', condition: writtenPolicy },
    is_Renewal: { kind: 'holds', condition: renewalPolicy },
    // an insured's policies (GET /v1/policies/entity, /v1/policies/human), cancelled ones only when asked
    human_Reference_Id: { kind: 'equals', column: policies.insuredHumanId },
    entity_Reference_Id: { kind: 'equals', column: policies.insuredEntityId },
    is_Cancelled: { kind: 'holds', condition: cancelledPolicy },
  },
};
