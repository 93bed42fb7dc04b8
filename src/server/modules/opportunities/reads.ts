import { stageLabel } from '../../../domain/opportunityStages.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import type { OpportunityLine } from '../../db/schema.ts';
import { participantsRead, participantsReadAll } from '../insuredLines/participants.ts';
import { answered } from '../insuredLines/money.ts';
import type { OpportunityLines } from './lines.ts';
import type { OpportunityRow } from './tables.ts';
import { stageRead, statusRead, type Stages } from './stages.ts';
import { without } from '../../records/rowCopy.ts';

/** A list row's columns that its shape replaces (read and named, in dollars, by stage and status). */
const shapedColumns = new Set(['lines', 'participants', 'premium', 'revenue', 'opportunity_Stage', 'status'] as const);

/** An opportunity as the API answers it: whole (GET /v1/opportunity) and as list rows. */
export function createOpportunityReads(db: Db, { linesRead, linesReadAll }: OpportunityLines, { factsOf }: Stages) {
  /** GET /v1/opportunity: the opportunity whole, with what the stepper needs (open tasks, a delivered proposal). */
  async function read(auth: AuthContext, row: OpportunityRow) {
    const facts = await factsOf(db, row);
    const lines = await linesRead(auth, row);
    return {
      opportunity_Reference_Id: row.id,
      version: row.version,
      irys_Case_Reference_Id: row.caseId,
      opportunity_Type: row.opportunityType,
      name: row.insuredName,
      opportunity_Description: row.description,
      is_Priority: row.isPriority,
      effective_Date: row.effectiveDate,
      expiration_Date: row.expirationDate,
      expected_Close_Date: row.expectedCloseDate,
      quote_Needed_By: row.quoteNeededBy,
      expected_Premium: answered(row.expectedPremium),
      expected_Revenue: answered(row.expectedRevenue),
      actual_Premium: answered(row.actualPremium),
      actual_Revenue: answered(row.actualRevenue),
      premium: answered(row.premium),
      revenue: answered(row.revenue),
      assignee: row.assigneeUserId,
      opportunity_Source: row.source,
      source_System_Id: row.sourceSystemId,
      segment_Reference_Ids: row.segmentReferenceIds,
      ...stageRead(row.stage),
      stage_Changed_At: row.stageChangedAt,
      lost_At_Stage: row.lostAtStage,
      lost_At_Stage_Label: row.lostAtStage ? stageLabel(row.lostAtStage) : null,
      ...statusRead(row.status),
      is_Won: row.isWon,
      is_FollowUpNextYear: row.isFollowUpNextYear,
      closed_At: row.closedAt,
      first_Name_Insured_Reference_Id: row.insuredHumanId ?? row.insuredEntityId,
      first_Name_Insured_Type: row.insuredType,
      first_Name_Insured_Contact_Ref_Id: row.insuredContactId,
      first_Name_Insured_Name: row.insuredName,
      line_Of_Business: lines,
      LOB_Data: lines,
      ...(await participantsRead(db, auth, row.participants)),
      renewal_Of_Policy_Ids: row.renewalOfPolicyIds,
      open_Tasks: facts.openTasks,
      has_Delivered_Proposal: facts.hasDeliveredProposal,
      created_At: row.createdAt,
      updated_At: row.updatedAt,
    };
  }

  /**
   * A page of list rows: the figures in dollars, the stage's badge and hash key, lines as the list
   * shows them (name, code, icon, market), participants named (submissions are counted by the page's query); each kind read for the whole page at once.
   */
  async function listRows(auth: AuthContext, rows: Record<string, unknown>[]) {
    type ListRow = Record<string, unknown> & { opportunity_Reference_Id: string; lines: OpportunityLine[]; participants: OpportunityRow['participants']; opportunity_Stage: string; status: string; premium: string; revenue: string };
    const page = rows as ListRow[];
    const [lines, participants] = await Promise.all([
      linesReadAll(auth, page.map((r) => ({ id: r.opportunity_Reference_Id, lines: r.lines }))),
      participantsReadAll(db, auth, page.map((r) => r.participants)),
    ]);
    return page.map((row, i) => Object.assign(without(row, shapedColumns), stageRead(row.opportunity_Stage), statusRead(row.status), {
      premium: answered(row.premium),
      revenue: answered(row.revenue),
      LOB_Data: lines[i].map(({ line_Of_Business_Id, line_Of_Business_Reference_Code, name, icon, market_Reference_Id, market_Name }) => ({ line_Of_Business_Id, line_Of_Business_Reference_Code, name, icon, market_Reference_Id, market_Name })),
    }, participants[i]));
  }

  return { read, listRows };
}
