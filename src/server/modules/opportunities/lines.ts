import { randomUUID } from 'node:crypto';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { Line } from '../../../generated/types/opportunity-add.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import type { OpportunityLine } from '../../db/schema.ts';
import { answered } from '../insuredLines/money.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { money, optional } from './fields.ts';
import { createInsuredLines } from '../insuredLines/lines.ts';

/** An opportunity's lines: checked and stored, and read in the spec's shape. */
export function createOpportunityLines(markets: MarketService, lob: LobService) {
  const checkLines = createInsuredLines(markets, lob);
  /** Lines as stored: known lines of business, each once, markets on the books, amounts exact; a line kept keeps its id. */
  async function linesFrom(tx: Db, auth: AuthContext, sent: Line[], current: OpportunityLine[], path = '/line_Of_Business'): Promise<OpportunityLine[]> {
    const ids = await checkLines(tx, auth, sent, path, replies);
    const lines: OpportunityLine[] = [];
    for (const [i, line] of sent.entries()) {
      const id = ids[i];
      const was = current.find((l) => l.line_Of_Business_Id === id);
      lines.push({
        reference_Id: was?.reference_Id ?? randomUUID(),
        line_Of_Business_Id: id,
        description: line.description === undefined ? was?.description ?? null : optional(line.description)!,
        market_Reference_Id: line.market_Reference_Id === undefined ? was?.market_Reference_Id ?? null : line.market_Reference_Id?.toLowerCase() ?? null,
        selected_Premium: line.selected_Premium === undefined ? was?.selected_Premium ?? null : money(line.selected_Premium, `${path}/${i}/selected_Premium`),
        selected_Commission: line.selected_Commission === undefined ? was?.selected_Commission ?? null : money(line.selected_Commission, `${path}/${i}/selected_Commission`),
        client_Response_Status: line.client_Response_Status === undefined ? was?.client_Response_Status ?? null : line.client_Response_Status,
        client_Decline_Reason: line.client_Decline_Reason === undefined ? was?.client_Decline_Reason ?? null : line.client_Decline_Reason,
        entity_Reference_Id: line.entity_Reference_Id === undefined ? was?.entity_Reference_Id ?? null : line.entity_Reference_Id?.toLowerCase() ?? null,
        coverage_Reference_Id: line.coverage_Reference_Id === undefined ? was?.coverage_Reference_Id ?? null : optional(line.coverage_Reference_Id)!,
        effective_Date: line.effective_Date === undefined ? was?.effective_Date ?? null : line.effective_Date,
        expiration_Date: line.expiration_Date === undefined ? was?.expiration_Date ?? null : line.expiration_Date,
      });
    }
    return lines;
  }


  /** Each opportunity's lines in the spec's read shape: names, codes, icons and markets filled in (the markets read together). */
  async function linesReadAll(auth: AuthContext, rows: { id: string; lines: OpportunityLine[] }[]) {
    const known = await lob.byId();
    const marketIds = [...new Set(rows.flatMap((r) => r.lines.flatMap((l) => (l.market_Reference_Id ? [l.market_Reference_Id] : []))))];
    const marketsById = await markets.byIds(auth, marketIds);
    return rows.map((row) => row.lines.map((l) => {
      const line = known.get(l.line_Of_Business_Id);
      const market = l.market_Reference_Id ? marketsById.get(l.market_Reference_Id) : undefined;
      return {
        reference_Id: l.reference_Id,
        opportunity_LOB_Relationship_Reference_Id: l.reference_Id,
        opportunity_Reference_Id: row.id,
        line_Of_Business_Id: l.line_Of_Business_Id,
        line_Of_Business_Reference_Code: line?.line_Of_Business_Reference_Code ?? null,
        name: line?.line_Of_Business_Name ?? null,
        icon: line?.icon ?? null,
        description: l.description,
        market_Reference_Id: l.market_Reference_Id,
        market_Name: market?.name ?? null,
        market_Description: market?.description ?? null,
        market_Type: market?.type ?? null,
        market_Image: market?.image ?? null,
        selected_Premium: answered(l.selected_Premium),
        selected_Commission: answered(l.selected_Commission),
        client_Response_Status: l.client_Response_Status,
        client_Decline_Reason: l.client_Decline_Reason,
        entity_Reference_Id: l.entity_Reference_Id,
        coverage_Reference_Id: l.coverage_Reference_Id,
        effective_Date: l.effective_Date,
        expiration_Date: l.expiration_Date,
      };
    }));
  }

  /** One opportunity's lines in the spec's read shape. */
  const linesRead = async (auth: AuthContext, row: { id: string; lines: OpportunityLine[] }) => (await linesReadAll(auth, [row]))[0];

  return { linesFrom, linesReadAll, linesRead };
}

export type OpportunityLines = ReturnType<typeof createOpportunityLines>;
