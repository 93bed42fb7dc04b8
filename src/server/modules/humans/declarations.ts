import { sql } from 'drizzle-orm';
import replies from '../../../../schemas/human/human.replies.json';
import { humans, humanSearchRows } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';
import { clientActive } from '../clients/standing.ts';

export const humanRecords: RecordDeclaration<typeof humans> = {
  type: 'human',
  noun: 'Human',
  table: humans,
  sealed: ['ssnEncrypted', 'licenseNumberEncrypted'],
  derived: ['searchName', 'ssnLast4', 'licenseLast4'],
  staleMessage: replies.stale,
};

/** The human list: what /v1/humans/search filters and sorts by (its query schema names the same). */
export const humanSearch: SearchDeclaration<typeof humans> = {
  type: 'human',
  table: humans,
  searchColumn: humans.searchName,
  searchRows: humanSearchRows,
  columns: {
    reference_Id: humans.id,
    version: humans.version,
    is_Retired: sql<boolean>`${humans.retiredAt} is not null`,
    first_Name: humans.firstName,
    middle_Name: humans.middleName,
    last_Name: humans.lastName,
    preferred_Name: humans.preferredName,
    pronoun_Code: humans.pronounCode,
    dob: humans.dob,
    profile_Image: humans.profileImage,
    ssnLast4: humans.ssnLast4,
    is_Active: clientActive(humans),
    is_Agency_Participant: humans.isAgencyParticipant,
    open_Opportunities: humans.openOpportunities,
    active_Policies: humans.activePolicies,
    active_Premium: humans.activePremium,
  },
  sortKeys: {
    name: [humans.lastName, humans.firstName],
    first_Name: [humans.firstName, humans.lastName],
    last_Name: [humans.lastName, humans.firstName],
    dob: [humans.dob, humans.lastName],
    created_At: [humans.createdAt],
  },
  defaultSortKey: 'name',
  filters: {
    is_Mine: { kind: 'mine', column: humans.ownerUserId },
    open_Opportunity: { kind: 'nonZero', column: humans.openOpportunities },
    active_Policies: { kind: 'nonZero', column: humans.activePolicies },
    is_Agency_Participant: { kind: 'equals', column: humans.isAgencyParticipant },
    active_Premium_Min: { kind: 'atLeast', column: humans.activePremium },
    active_Premium_Max: { kind: 'atMost', column: humans.activePremium },
    is_Active: { kind: 'holds', condition: clientActive(humans) },
    retired: { kind: 'retired' },
  },
};
