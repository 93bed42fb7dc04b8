import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { OpportunityClientResponseBody } from '../../../generated/types/opportunity-client-response.ts';
import type { OpportunityCloseBody } from '../../../generated/types/opportunity-close.ts';
import type { PolicyDraft } from '../../../generated/types/policy-draft.ts';
import { closeRefusal } from '../../../domain/opportunityStages.ts';
import { wonCloseRefusal } from '../../../domain/closeRules.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { taskAssignees, taskRelations, type OpportunityLine } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { fail } from './fields.ts';
import type { OpportunityService } from './service.ts';
import type { OpportunityRow } from './tables.ts';
import { stageMoved, stageRefused } from './stages.ts';
import type { PolicyDraftService } from '../policies/drafts.ts';
import { amountOf, answered, stored, sum, zero, type Amount } from '../insuredLines/money.ts';
import { now, today } from '../../../engine/core/clock.ts';
import { taskRecords } from '../cases/declarations.ts';

type Selected = NonNullable<OpportunityCloseBody['lob_Selected']>[number];

/** The opportunity's line a sent id names: the line's own id or its line of business's. */
function lineIndex(lines: OpportunityLine[], id: string): number {
  const key = id.toLowerCase();
  return lines.findIndex((l) => l.reference_Id === key || l.line_Of_Business_Id === key);
}

/** The day eleven months after `from` (yyyy-MM-dd), kept within the month (Jan 31 gives Dec 31, Mar 31 gives Feb 28/29). */
export function elevenMonthsAfter(from: string): string {
  const [y, m, d] = from.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + 12, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + 11, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The early close and the client's response: results on the opportunity's lines, then its close. */
export function createOpportunityClose({ db, cipher }: ServiceDeps, opportunities: OpportunityService, drafts: PolicyDraftService, markets: MarketService, lob: LobService) {
  const taskLife = createRecords(db, cipher, taskRecords);

  /** The sent lines as the opportunity's line indexes: 400 naming one that is not on it. */
  function resolve(lines: OpportunityLine[], sent: { lob_Reference_Id: string }[], path: string): number[] {
    return sent.map((s, i) => {
      const at = lineIndex(lines, s.lob_Reference_Id);
      if (at < 0) throw fail(`${path}/${i}/lob_Reference_Id`, replies.lineNotOnOpportunity);
      return at;
    });
  }

  /** 'Follow up next year': a task on the opportunity's case, due eleven months from today, for its assignee. */
  async function followUp(tx: Db, auth: AuthContext, row: OpportunityRow) {
    const on = today();
    const name = fillTemplate(replies.followUpTask, { name: row.insuredName });
    const assignee = row.assigneeUserId ?? auth.userId;
    await taskLife.create(auth, {
      caseId: row.caseId, taskName: name, searchName: name.toLowerCase(), taskType: 'DEFAULT', status: 'open', priority: 0,
      taskDescription: fillTemplate(replies.followUpTaskDescription, { name: row.insuredName, date: on }),
      dueAt: new Date(`${elevenMonthsAfter(on)}T16:00:00Z`), metadata: { follow_Up_Required: true },
    }, async (t, taskId) => {
      await t.insert(taskAssignees).values({ tenantId: auth.tenantId, taskId, userId: assignee });
      const kind = row.insuredType.toUpperCase();
      await t.insert(taskRelations).values({ tenantId: auth.tenantId, taskId, relatedToWho: kind, relatedToWhoReferenceId: (row.insuredHumanId ?? row.insuredEntityId)! });
    }, tx);
  }

  /** Won lines become the user's draft policies: one per market, its lines with their premium. */
  async function draftsFor(tx: Db, auth: AuthContext, row: OpportunityRow, won: { line: OpportunityLine; selected: Selected; premium: Amount }[]) {
    const byMarket = new Map<string, typeof won>();
    for (const w of won) byMarket.set(w.selected.market_Reference_Id!, [...(byMarket.get(w.selected.market_Reference_Id!) ?? []), w]);
    for (const [marketId, lines] of byMarket) {
      const market = await markets.forPolicy(auth, marketId, tx);
      if (!market) throw fail('/lob_Selected', replies.marketNotFound);
      const draft: PolicyDraft = {
        marketId, marketImage: market.image ?? null,
        opportunity: { name: row.insuredName, opportunity_Reference_Id: row.id },
        first_Name_Insured_Reference_Id: row.insuredHumanId ?? row.insuredEntityId, first_Name_Insured_Type: row.insuredType,
        first_Name_Insured_Contact_Ref_Id: row.insuredContactId,
        policyType: row.opportunityType === 'renewal' ? 'renewal' : 'New',
        effectiveDate: lines[0].line.effective_Date ?? row.effectiveDate, expirationDate: lines[0].line.expiration_Date ?? row.expirationDate,
        isThePolicyBound: false,
        description: row.description,
        lineOfBusinessInfo: lines.map((l) => ({
          reference_Id: l.line.line_Of_Business_Id, premium: stored(l.premium), issuingCompanyId: l.selected.entity_Reference_Id ?? null,
          commissionDollars: l.selected.selected_Commission ?? null, lineOfBusinessName: l.selected.line_Of_Business_Name ?? null,
        })),
        totalActualPremium: stored(sum(lines.map((l) => l.premium))),
        AgencyParticipants: row.participants.filter((p) => p.kind === 'agency'),
        additionalNameInsured: row.participants.filter((p) => p.kind === 'additional_Named_Insured'),
        AdditionalParticipants: row.participants.filter((p) => p.kind === 'additional'),
      };
      await drafts.add(auth, draft, tx);
    }
  }

  return {
    /**
     * PUT /v1/opportunity/close: the early close. Refused while the case has open tasks or once closed.
     * Lost: every line declined with its reason, actual figures 0, an optional follow-up task. Won:
     * the won lines (or both totals above zero, DECISIONS 13), premium the lines' sum, the lines as
     * draft policies. The opportunity and its case close in the same transaction.
     */
    async close(auth: AuthContext, body: OpportunityCloseBody) {
      const sent = body.lob_Selected ?? [];
      let outcome = { premium: zero, revenue: zero, drafts: 0 };
      const saved = await opportunities.life.update(auth, body.opportunity_Reference_Id, body.version, async (current, tx) => {
        const refusal = closeRefusal(await opportunities.factsOf(tx, current));
        if (refusal) throw stageRefused(refusal, current.stage);
        const at = resolve(current.lines, sent, '/lob_Selected');
        const lines = current.lines.map((l) => ({ ...l }));
        if (!body.is_Won) {
          const missing = lines.findIndex((_l, i) => !at.includes(i));
          const name = (await lob.byId()).get(lines[missing]?.line_Of_Business_Id)?.line_Of_Business_Name;
          if (missing >= 0) throw fail('/lob_Selected', fillTemplate(replies.declineReasonMissing, { line: name ?? lines[missing].line_Of_Business_Id }));
          at.forEach((i, n) => Object.assign(lines[i], { client_Response_Status: 'declined', client_Decline_Reason: sent[n].client_Decline_Reason }));
        } else {
          const premiums = sent.map((s, n) => amountOf(s.selected_Premium, `/lob_Selected/${n}/selected_Premium`));
          const premiumTotal = amountOf(body.actual_Premium, '/actual_Premium');
          const revenueTotal = amountOf(body.actual_Revenue, '/actual_Revenue');
          const refusal = wonCloseRefusal(premiums.map((p) => p.toNumber()), premiumTotal.toNumber(), revenueTotal.toNumber());
          if (refusal?.rule === 'linePremium') throw fail(`/lob_Selected/${refusal.line}/selected_Premium`, replies.wonLinePremium);
          if (refusal) throw fail('/lob_Selected', replies.wonNeedsLines);
          const wonLines = premiums.length;
          at.forEach((i, n) => Object.assign(lines[i], {
            client_Response_Status: 'accepted', client_Decline_Reason: null, market_Reference_Id: sent[n].market_Reference_Id!.toLowerCase(),
            selected_Premium: stored(premiums[n]), selected_Commission: sent[n].selected_Commission === undefined || sent[n].selected_Commission === null ? lines[i].selected_Commission : stored(amountOf(sent[n].selected_Commission, `/lob_Selected/${n}/selected_Commission`)),
          }));
          outcome = { premium: wonLines ? sum(premiums) : premiumTotal, revenue: revenueTotal, drafts: 0 };
        }
        const closed = {
          ...current, lines, isWon: body.is_Won, isFollowUpNextYear: !body.is_Won && Boolean(body.is_FollowUpNextYear),
          ...stageMoved(body.is_Won ? 'closed_Won' : 'closed_Lost'), lostAtStage: body.is_Won ? null : current.stage, status: 'closed', closedAt: now(),
          actualPremium: stored(outcome.premium), actualRevenue: stored(outcome.revenue),
        };
        const { isWon, isFollowUpNextYear, stage, stageChangedAt, lostAtStage, status, closedAt, actualPremium, actualRevenue } = closed;
        return { lines, isWon, isFollowUpNextYear, stage, stageChangedAt, lostAtStage, status, closedAt, actualPremium, actualRevenue, ...opportunities.derived(closed) };
      }, async (tx, current, columns) => {
        await opportunities.setCaseStatus(tx, auth, current.caseId, 'closed');
        await opportunities.refreshClients(tx, auth, current);
        const row = { ...current, ...columns } as OpportunityRow;
        if (!body.is_Won && body.is_FollowUpNextYear) await followUp(tx, auth, row);
        if (body.is_Won) {
          const at = resolve(current.lines, sent, '/lob_Selected');
          const won = sent.map((selected, n) => ({ selected, line: row.lines[at[n]], premium: amountOf(selected.selected_Premium, '') }));
          await draftsFor(tx, auth, row, won);
          outcome.drafts = new Set(won.map((w) => w.selected.market_Reference_Id)).size;
        }
      });
      return {
        opportunity_Reference_Id: saved.id, version: saved.version, is_Won: body.is_Won, opportunity_Stage: body.is_Won ? 'closed_Won' : 'closed_Lost',
        actual_Premium: answered(stored(outcome.premium)), actual_Revenue: answered(stored(outcome.revenue)), draft_Policies: outcome.drafts,
      };
    },

    /** POST /v1/opportunity/clientresponse/lob/update: accepted (premium chosen) or declined (a reason) per line; needs a delivered proposal. */
    async clientResponse(auth: AuthContext, body: OpportunityClientResponseBody) {
      const saved = await opportunities.life.update(auth, body.opportunity_Reference_Id, body.version, async (current, tx) => {
        opportunities.assertOpen(current);
        if (!(await opportunities.factsOf(tx, current)).hasDeliveredProposal) throw new HttpError(409, replies.clientResponseNeedsProposal);
        const at = resolve(current.lines, body.lob, '/lob');
        const lines = current.lines.map((l) => ({ ...l }));
        for (const [n, i] of at.entries()) {
          const r = body.lob[n];
          if (r.market_Reference_Id && !(await markets.forPolicy(auth, r.market_Reference_Id, tx))) throw fail(`/lob/${n}/market_Reference_Id`, replies.marketNotFound);
          Object.assign(lines[i], r.client_Response_Status === 'accepted'
            ? {
              client_Response_Status: 'accepted', client_Decline_Reason: null, selected_Premium: stored(amountOf(r.selected_Premium, `/lob/${n}/selected_Premium`)),
              ...(r.selected_Commission === undefined || r.selected_Commission === null ? {} : { selected_Commission: stored(amountOf(r.selected_Commission, `/lob/${n}/selected_Commission`)) }),
              ...(r.market_Reference_Id ? { market_Reference_Id: r.market_Reference_Id.toLowerCase() } : {}),
            }
            : { client_Response_Status: 'declined', client_Decline_Reason: r.client_Decline_Reason });
        }
        return { lines };
      });
      return { opportunity_Reference_Id: saved.id, version: saved.version };
    },
  };
}
