import { getTableName, sql } from 'drizzle-orm';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import { opportunities, opportunitySearchRows, submissions } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';

export const opportunityRecords: RecordDeclaration<typeof opportunities> = {
  type: 'opportunity',
  noun: 'Opportunity',
  table: opportunities,
  derived: ['searchName', 'lobIds', 'insuredName', 'premium', 'revenue', 'stageChangedAt'],
  staleMessage: replies.stale,
};


/** A column of the list's opportunity named whole inside a subquery (a select from one table names its columns bare). */
const outer = (column: string) => sql`${sql.identifier(getTableName(opportunities))}.${sql.identifier(column)}`;

/** An opportunity list row by the names the API answers with (lines and labels are shaped after). */
export const opportunityColumns = {
  opportunity_Reference_Id: opportunities.id,
  version: opportunities.version,
  irys_Case_Reference_Id: opportunities.caseId,
  name: opportunities.insuredName,
  opportunity_Description: opportunities.description,
  opportunity_Type: opportunities.opportunityType,
  opportunity_Stage: opportunities.stage,
  stage_Changed_At: opportunities.stageChangedAt,
  status: opportunities.status,
  is_Priority: opportunities.isPriority,
  is_Won: opportunities.isWon,
  first_Name_Insured_Reference_Id: sql<string>`coalesce(${opportunities.insuredHumanId}, ${opportunities.insuredEntityId})`,
  first_Name_Insured_Type: opportunities.insuredType,
  effective_Date: opportunities.effectiveDate,
  expiration_Date: opportunities.expirationDate,
  expected_Close_Date: opportunities.expectedCloseDate,
  premium: opportunities.premium,
  revenue: opportunities.revenue,
  lines: opportunities.lines,
  participants: opportunities.participants,
  // its submissions not retired (one cannot be deleted while it has any): counted with the page, for its rows only
  submission_Count: sql<number>`(select count(*) from ${submissions} where ${submissions.tenantId} = ${outer('tenant_id')} and ${submissions.opportunityId} = ${outer('id')} and ${submissions.retiredAt} is null)`.mapWith(Number),
  assignee: opportunities.assigneeUserId,
  opportunity_Source: opportunities.source,
  created_At: opportunities.createdAt,
};

/**
 * The opportunity list (GET /v1/opportunity/search) and a client's opportunities: the query
 * schema names the same sort keys and filters. Premium and revenue are the list's figures
 * (actual once closed, expected before); case_Status 'open' is every one not closed.
 */
export const opportunitySearch: SearchDeclaration<typeof opportunities> = {
  type: 'opportunity',
  table: opportunities,
  // a row's submissions counted, its lines' markets, its participants' names and pictures
  shows: ['submission', 'market', 'human', 'entity'],
  searchColumn: opportunities.searchName,
  searchRows: opportunitySearchRows,
  columns: opportunityColumns as unknown as SearchDeclaration<typeof opportunities>['columns'],
  sortKeys: {
    created_At: [opportunities.createdAt],
    name: [opportunities.insuredName],
    expected_Close_Date: [opportunities.expectedCloseDate],
    expected_Premium: [opportunities.premium],
    expected_Revenue: [opportunities.revenue],
    stage: [opportunities.stage],
    opportunity_Type: [opportunities.opportunityType],
  },
  defaultSortKey: 'created_At',
  filters: {
    is_Mine: { kind: 'mine', column: opportunities.assigneeUserId },
    type: { kind: 'equals', column: opportunities.opportunityType },
    lob_Reference_Ids: { kind: 'anyOf', column: opportunities.lobIds },
    source: { kind: 'equals', column: opportunities.source },
    stage: { kind: 'anyOf', column: opportunities.stage },
    expected_Close_Date_From: { kind: 'atLeast', column: opportunities.expectedCloseDate },
    expected_Close_Date_To: { kind: 'atMost', column: opportunities.expectedCloseDate },
    premium_Min: { kind: 'atLeast', column: opportunities.premium },
    premium_Max: { kind: 'atMost', column: opportunities.premium },
    revenue_Min: { kind: 'atLeast', column: opportunities.revenue },
    revenue_Max: { kind: 'atMost', column: opportunities.revenue },
    case_Status: { kind: 'equals', column: opportunities.status },
    is_Open: { kind: 'holds', condition: sql`${opportunities.status} <> 'closed'` },
    human_Reference_Id: { kind: 'equals', column: opportunities.insuredHumanId },
    entity_Reference_Id: { kind: 'equals', column: opportunities.insuredEntityId },
  },
};
