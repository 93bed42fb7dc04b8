import { sql } from 'drizzle-orm';
import replies from '../../../../schemas/entity/entity.replies.json';
import { entities, entitySearchRows } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';
import { clientActive } from '../clients/standing.ts';

export const entityRecords: RecordDeclaration<typeof entities> = {
  type: 'entity',
  noun: 'Entity',
  table: entities,
  sealed: ['taxIdEncrypted'],
  derived: ['searchName', 'taxIdLast4'],
  staleMessage: replies.stale,
};

/** The entity list: what /v1/entities/search filters and sorts by (its query schema names the same). */
export const entitySearch: SearchDeclaration<typeof entities> = {
  type: 'entity',
  table: entities,
  // a row's key humans: their names and pictures, their contacts' links
  shows: ['human', 'contact'],
  searchColumn: entities.searchName,
  searchRows: entitySearchRows,
  columns: {
    reference_Id: entities.id,
    version: entities.version,
    is_Retired: sql<boolean>`${entities.retiredAt} is not null`,
    name: entities.name,
    dba: entities.dba,
    profile_Image: entities.profileImage,
    legal_Entity_Type_Code: entities.legalEntityTypeCode,
    entity_Description: entities.entityDescription,
    date_Of_Incorporation: entities.dateOfIncorporation,
    annual_Revenue: entities.annualRevenue,
    number_Of_Employees: entities.numberOfEmployees,
    website_Url: entities.websiteUrl,
    taxIdType: entities.taxIdType,
    taxIdLast4: entities.taxIdLast4,
    is_Active: clientActive(entities),
    is_Closed: entities.isClosed,
    is_Agency_Participant: entities.isAgencyParticipant,
    open_Opportunities: entities.openOpportunities,
    active_Policies: entities.activePolicies,
    active_Premium: entities.activePremium,
  },
  sortKeys: {
    name: [entities.name],
    date_Of_Incorporation: [entities.dateOfIncorporation, entities.name],
    created_At: [entities.createdAt],
  },
  defaultSortKey: 'name',
  filters: {
    is_Mine: { kind: 'mine', column: entities.ownerUserId },
    open_Opportunity: { kind: 'nonZero', column: entities.openOpportunities },
    active_Policies: { kind: 'nonZero', column: entities.activePolicies },
    active_Premium_Min: { kind: 'atLeast', column: entities.activePremium },
    active_Premium_Max: { kind: 'atMost', column: entities.activePremium },
    is_Active: { kind: 'holds', condition: clientActive(entities) },
    retired: { kind: 'retired' },
  },
};
