import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { Fields, Line } from '../../../generated/types/opportunity-add.ts';
import type { OpportunityInfoBody } from '../../../generated/types/opportunity-info.ts';
import { initialStage, outcomeLabel, stageHashKey, stageLabel, stageMoveRefusal, type StageFacts, type StageRefusal } from '../../../domain/opportunityStages.ts';
import { now } from '../../../engine/core/clock.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { memberships, opportunities, policies, policyRenewals, proposals, submissions, tasks, type OpportunityLine } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, type ListQuery } from '../../records/search.ts';
import type { ServiceDeps } from '../../services/index.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { opportunityRecords, opportunitySearch } from './declarations.ts';
import { createInsuredCounters } from '../../services/insuredCounters.ts';
import { clientOf, kindOf, participantsFrom, participantsRead, participantsReadAll, type ClientKind } from '../../services/participants.ts';
import { amountOf, answered, fromStored, stored } from '../../services/policyMoney.ts';
import { caseRecords } from '../cases/declarations.ts';
import { inTransaction } from '../../db/transaction.ts';

export type OpportunityRow = typeof opportunities.$inferSelect;
type Columns = Partial<typeof opportunities.$inferInsert>;
type Sent = Fields & { version?: number };

export const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
const money = (value: number | string | null | undefined, field: string) => (value === null || value === undefined || value === '' ? null : stored(amountOf(value, field)));
/** The text of an optional field: null when blank, undefined when not sent. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** The sentence of a stage refusal (409). */
export function stageRefused(refusal: StageRefusal, to: string): HttpError {
  const sentence = {
    closed: replies.stageClosed,
    unknown: fillTemplate(replies.stageUnknown, { stage: to }),
    same: fillTemplate(replies.stageSame, { stage: stageLabel(to) }),
    needsProposal: replies.stageNeedsProposal,
    openTasks: replies.openTasks,
    closeInstead: replies.closeInstead,
  }[refusal];
  return new HttpError(409, sentence);
}

/** The columns of a move to another stage: the stage and since when it holds (the board says it). */
export const stageMoved = (stage: string) => ({ stage, stageChangedAt: now() });

/** 409 unless the opportunity is open (a closed one keeps its results). */
function assertOpen(row: OpportunityRow) {
  if (row.status === 'closed') throw new HttpError(409, replies.opportunityClosed);
}

/** Opportunities: the record with its OPPORTUNITY case, lines and participants; the pipeline's stage moves by the one stage table. */
export function createOpportunityService({ db, cipher }: ServiceDeps, markets: MarketService, lob: LobService) {
  const life = createRecords(db, cipher, opportunityRecords);
  const caseLife = createRecords(db, cipher, caseRecords);
  const list = createSearch(db, opportunitySearch);

  async function assertMember(tx: Db, auth: AuthContext, userId: string, field: string) {
    const [found] = await tx.select({ id: memberships.userId }).from(memberships).where(and(eq(memberships.tenantId, auth.tenantId), eq(memberships.userId, userId)));
    if (!found) throw fail(field, replies.assigneeNotMember);
  }

  /** Lines as stored: known lines of business, each once, markets on the books, amounts exact; a line kept keeps its id. */
  async function linesFrom(tx: Db, auth: AuthContext, sent: Line[], current: OpportunityLine[], path = '/line_Of_Business'): Promise<OpportunityLine[]> {
    const known = await lob.byId();
    const seen = new Set<string>();
    const lines: OpportunityLine[] = [];
    for (const [i, line] of sent.entries()) {
      const id = line.line_Of_Business_Id.toLowerCase();
      if (!known.has(id)) throw fail(`${path}/${i}/line_Of_Business_Id`, replies.lobNotFound);
      if (seen.has(id)) throw fail(`${path}/${i}/line_Of_Business_Id`, replies.lobTwice);
      seen.add(id);
      for (const key of ['market_Reference_Id', 'entity_Reference_Id'] as const) {
        if (line[key] && !(await markets.forPolicy(auth, line[key]!, tx))) throw fail(`${path}/${i}/${key}`, replies.marketNotFound);
      }
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

  /** The list's figures and the search text, from the row as it will be. */
  function derived(row: Pick<OpportunityRow, 'insuredName' | 'description' | 'lines' | 'status' | 'expectedPremium' | 'expectedRevenue' | 'actualPremium' | 'actualRevenue'>): Columns {
    const closed = row.status === 'closed';
    return {
      premium: stored(fromStored(closed ? row.actualPremium : row.expectedPremium)),
      revenue: stored(fromStored(closed ? row.actualRevenue : row.expectedRevenue)),
      lobIds: row.lines.map((l) => l.line_Of_Business_Id),
      searchName: [row.insuredName, row.description].filter(Boolean).join(' ').toLowerCase(),
    };
  }

  /** The columns from the fields sent over what the opportunity has (`current`, none for a new one). */
  async function columnsFrom(tx: Db, auth: AuthContext, body: Sent, current: OpportunityRow | undefined): Promise<Columns> {
    const columns: Columns = {};
    const set = <K extends keyof Columns>(key: K, value: Columns[K] | undefined) => { if (value !== undefined) columns[key] = value; };
    if (body.first_Name_Insured_Reference_Id || body.first_Name_Insured_Type) {
      const kind = body.first_Name_Insured_Type ? kindOf(body.first_Name_Insured_Type) : (current!.insuredType as ClientKind);
      const id = body.first_Name_Insured_Reference_Id ?? current!.insuredHumanId ?? current!.insuredEntityId!;
      const insured = await clientOf(tx, auth, kind, id, '/first_Name_Insured_Reference_Id');
      Object.assign(columns, { insuredType: kind, insuredHumanId: kind === 'human' ? insured.id : null, insuredEntityId: kind === 'entity' ? insured.id : null, insuredName: insured.name });
    }
    if (body.assignee) await assertMember(tx, auth, body.assignee, '/assignee');
    const effective = body.effective_Date === undefined ? current?.effectiveDate : body.effective_Date;
    const expiration = body.expiration_Date === undefined ? current?.expirationDate : body.expiration_Date;
    if (effective && expiration && expiration <= effective) throw fail('/expiration_Date', replies.datesOrder);
    set('opportunityType', body.opportunity_Type);
    set('insuredContactId', body.first_Name_Insured_Contact_Ref_Id);
    set('description', optional(body.opportunity_Description));
    set('isPriority', body.is_Priority);
    set('effectiveDate', body.effective_Date);
    set('expirationDate', body.expiration_Date);
    set('expectedCloseDate', body.expected_Close_Date);
    set('quoteNeededBy', body.quote_Needed_By);
    set('expectedPremium', body.expected_Premium === undefined ? undefined : money(body.expected_Premium, '/expected_Premium'));
    set('expectedRevenue', body.expected_Revenue === undefined ? undefined : money(body.expected_Revenue, '/expected_Revenue'));
    set('assigneeUserId', body.assignee);
    set('source', body.opportunity_Source);
    set('sourceSystemId', optional(body.source_System_Id));
    set('segmentReferenceIds', body.segment_Reference_Ids);
    set('isFollowUpNextYear', body.is_FollowUpNextYear);
    if (body.line_Of_Business) columns.lines = await linesFrom(tx, auth, body.line_Of_Business, current?.lines ?? []);
    if (body.agency_Participants || body.additional_Named_Insureds || body.additional_Participants) {
      columns.participants = await participantsFrom(tx, auth, body, current?.participants ?? []);
    }
    return columns;
  }

  /** The humans' and entities' open opportunities (their lists' filter), from the opportunities not closed. */
  const refreshClients = createInsuredCounters(db, cipher, (kind, id, tenantId) => {
    const column = kind === 'human' ? opportunities.insuredHumanId : opportunities.insuredEntityId;
    return { openOpportunities: sql`(select count(*) from ${opportunities} where ${opportunities.tenantId} = ${tenantId} and ${column} = ${id} and ${opportunities.retiredAt} is null and ${opportunities.status} <> 'closed')` };
  });

  /** The case's status follows the opportunity's (new, in_Process, closed), audited as the case's. */
  async function setCaseStatus(tx: Db, auth: AuthContext, caseId: string, status: string) {
    const current = await caseLife.row(auth, caseId, tx, 'update');
    if (current.caseStatus !== status) await caseLife.update(auth, caseId, undefined, () => ({ caseStatus: status }), undefined, tx);
  }

  /** What the stage rules need to know of an opportunity: its case's open tasks, a delivered proposal. */
  async function factsOf(tx: Db, row: OpportunityRow): Promise<Omit<StageFacts, 'to'>> {
    const [[{ open }], [{ delivered }]] = await Promise.all([
      tx.select({ open: sql<number>`count(*)`.mapWith(Number) }).from(tasks).where(and(eq(tasks.caseId, row.caseId), eq(tasks.status, 'open'), isNull(tasks.retiredAt))),
      tx.select({ delivered: sql<number>`count(*)`.mapWith(Number) }).from(proposals)
        .where(and(eq(proposals.opportunityId, row.id), eq(proposals.status, 'delivered'), isNull(proposals.retiredAt))),
    ]);
    return { from: row.stage, caseStatus: row.status, openTasks: open, hasDeliveredProposal: delivered > 0 };
  }

  /** 409 unless the opportunity may move from its stage to `to`. */
  async function assertStageMove(tx: Db, row: OpportunityRow, to: string) {
    const refusal = stageMoveRefusal({ ...(await factsOf(tx, row)), to });
    if (refusal) throw stageRefused(refusal, to);
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

  const stageRead = (stage: string) => ({ opportunity_Stage: stage, stage, stage_Label: stageLabel(stage), outcome_Label: outcomeLabel(stage), stage_Key: stageHashKey(stage) });
  const statusRead = (status: string) => ({ status, case_Status: status, opportunity_Status: status === 'closed' ? 'closed' : 'open' });

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
      ...(await participantsRead(db, row.participants)),
      renewal_Of_Policy_Ids: row.renewalOfPolicyIds,
      open_Tasks: facts.openTasks,
      has_Delivered_Proposal: facts.hasDeliveredProposal,
      created_At: row.createdAt,
      updated_At: row.updatedAt,
    };
  }

  /** The submissions not retired of each opportunity named (one cannot be deleted while it has any), in one query. */
  const countsOf = db.select({ id: submissions.opportunityId, n: sql<number>`count(*)`.mapWith(Number) }).from(submissions)
    .where(and(eq(submissions.tenantId, sql.placeholder('tenantId')), sql`${submissions.opportunityId} = any(${sql.placeholder('ids')}::uuid[])`, isNull(submissions.retiredAt)))
    .groupBy(submissions.opportunityId).prepare('opportunity_submission_counts');
  async function submissionCounts(auth: AuthContext, ids: string[]) {
    const counted = ids.length ? await countsOf.execute({ tenantId: auth.tenantId, ids }) : [];
    return new Map(counted.map((c) => [c.id, c.n]));
  }

  /**
   * A page of list rows: the figures in dollars, the stage's badge and hash key, lines as the list
   * shows them (name, code, icon, market), participants named, submissions counted; each kind read for the whole page at once.
   */
  async function listRows(auth: AuthContext, rows: Record<string, unknown>[]) {
    type ListRow = Record<string, unknown> & { opportunity_Reference_Id: string; lines: OpportunityLine[]; participants: OpportunityRow['participants']; opportunity_Stage: string; status: string; premium: string; revenue: string };
    const page = rows as ListRow[];
    const [counts, lines, participants] = await Promise.all([
      submissionCounts(auth, page.map((r) => r.opportunity_Reference_Id)),
      linesReadAll(auth, page.map((r) => ({ id: r.opportunity_Reference_Id, lines: r.lines }))),
      participantsReadAll(db, page.map((r) => r.participants)),
    ]);
    return page.map(({ lines: _lines, participants: _participants, premium, revenue, opportunity_Stage, status, ...rest }, i) => ({
      ...rest,
      ...stageRead(opportunity_Stage),
      ...statusRead(status),
      premium: answered(premium),
      revenue: answered(revenue),
      LOB_Data: lines[i].map(({ line_Of_Business_Id, line_Of_Business_Reference_Code, name, icon, market_Reference_Id, market_Name }) => ({ line_Of_Business_Id, line_Of_Business_Reference_Code, name, icon, market_Reference_Id, market_Name })),
      ...participants[i],
      submission_Count: counts.get(rest.opportunity_Reference_Id) ?? 0,
    }));
  }

  /**
   * Creates an opportunity and its OPPORTUNITY case in one transaction (`within`: one already open,
   * as the renewals' bulk start has); the stage is suspect unless a stage sent may be entered.
   */
  async function create(auth: AuthContext, body: Sent & { renewalOfPolicyIds?: string[] }, within?: Db) {
    const stage = body.opportunity_Stage ?? body.stage ?? initialStage;
    await lob.byId();
    const work = async (tx: Db) => {
      if (stage !== initialStage) {
        const refusal = stageMoveRefusal({ from: initialStage, to: stage, caseStatus: 'new', openTasks: 0, hasDeliveredProposal: false });
        if (refusal) throw stageRefused(refusal, stage);
      }
      const columns = await columnsFrom(tx, auth, body, undefined);
      const id = randomUUID();
      const lines = columns.lines ?? [];
      const row = {
        ...columns, id, stage, status: 'new', lines, participants: columns.participants ?? [], opportunityType: body.opportunity_Type ?? 'new',
        assigneeUserId: columns.assigneeUserId ?? auth.userId, renewalOfPolicyIds: body.renewalOfPolicyIds ?? [],
      } as OpportunityRow;
      const opened = await caseLife.create(auth, {
        caseType: 'OPPORTUNITY', moduleType: 'opportunity', moduleReferenceId: id, caseStatus: 'new', isPriority: row.isPriority ?? false,
        description: row.description ?? row.insuredName, dueDate: row.expectedCloseDate ?? null, searchName: (row.description ?? row.insuredName).toLowerCase(),
      }, undefined, tx);
      const saved = await life.create(auth, { ...row, caseId: opened.id, ...derived(row) }, (t) => refreshClients(t, auth, row), tx);
      return { opportunity_Reference_Id: saved.id, version: saved.version, irys_Case_Reference_Id: opened.id };
    };
    return inTransaction(db, within, work);
  }

  return {
    life,
    create,
    read,
    setCaseStatus,
    refreshClients,
    factsOf,
    derived,
    linesFrom,
    linesRead,

    async fetch(auth: AuthContext, id: string) {
      return read(auth, await life.row(auth, id));
    },

    assertOpen,

    /** PUT /v1/opportunity/info: the fields sent change (a stage sent moves by the stage table's rules); a closed opportunity is kept as it closed. */
    async edit(auth: AuthContext, body: OpportunityInfoBody) {
      await lob.byId();
      const saved = await life.update(auth, body.opportunity_Reference_Id!, body.version, async (current, tx) => {
        assertOpen(current);
        const stage = body.opportunity_Stage ?? body.stage;
        const columns = await columnsFrom(tx, auth, body, current);
        if (stage && stage !== current.stage) {
          await assertStageMove(tx, current, stage);
          Object.assign(columns, { ...stageMoved(stage), status: 'in_Process' });
        }
        return { ...columns, ...derived({ ...current, ...columns } as OpportunityRow) };
      }, async (tx, current, columns) => {
        if (columns.status && columns.status !== current.status) await setCaseStatus(tx, auth, current.caseId, columns.status);
        await refreshClients(tx, auth, current, columns);
      });
      return { opportunity_Reference_Id: saved.id, version: saved.version };
    },

    /** PUT /v1/opportunity/stage/update: persists a stage by the stage table's gates; the opportunity and its case are in process. */
    async setStage(auth: AuthContext, body: { opportunity_Reference_Id: string; stage: string; version?: number }) {
      const saved = await life.update(auth, body.opportunity_Reference_Id, body.version, async (current, tx) => {
        await assertStageMove(tx, current, body.stage);
        return { ...stageMoved(body.stage), status: 'in_Process' };
      }, (tx, current) => setCaseStatus(tx, auth, current.caseId, 'in_Process'));
      return { opportunity_Reference_Id: saved.id, version: saved.version, ...stageRead(body.stage), ...statusRead('in_Process') };
    },

    /**
     * PUT /v1/archive/opportunity: retires the opportunity with its case (and the policies it renews may be renewed again) in one transaction, refused
     * while it has submissions (counted with the row locked: a submission being added waits or is seen).
     */
    async retire(auth: AuthContext, id: string, version?: number) {
      await life.retire(auth, id, version, {
        guard: async (tx) => {
          const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(submissions)
            .where(and(eq(submissions.tenantId, auth.tenantId), eq(submissions.opportunityId, id), isNull(submissions.retiredAt)));
          if (n) throw new HttpError(409, replies.hasSubmissions);
        },
        cascade: async (tx, current) => {
          await caseLife.retire(auth, current.caseId, undefined, {}, tx);
          await tx.update(policyRenewals).set({ retiredAt: new Date() }).where(and(eq(policyRenewals.opportunityId, id), isNull(policyRenewals.retiredAt)));
          await refreshClients(tx, auth, current);
        },
      });
      return { opportunity_Reference_Id: id };
    },

    /** GET /v1/opportunity/search */
    async search(auth: AuthContext, q: ListQuery) {
      const query: Record<string, unknown> = { ...q };
      for (const bound of ['premium_Min', 'premium_Max', 'revenue_Min', 'revenue_Max']) if (!query[bound]) delete query[bound];
      if (query.case_Status === 'open') {
        delete query.case_Status;
        query.is_Open = true;
      }
      const { rows, ...page } = await list.page(auth, query);
      return { opportunities: await listRows(auth, rows), ...page };
    },

    /** GET /v1/opportunities/entity, /v1/opportunities/human: the client's opportunities, newest first. */
    async ofClient(auth: AuthContext, kind: ClientKind, id: string, q: ListQuery) {
      await clientOf(db, auth, kind, id, `/${kind}_Reference_Id`);
      const { rows, ...page } = await list.page(auth, { ...q, sort: 'desc', sortKey: 'created_At', [`${kind}_Reference_Id`]: id } as ListQuery);
      return { opportunities: await listRows(auth, rows), ...page };
    },

    /** The History tab: every change of the opportunity (stage changes with from and to), who and when, oldest first. */
    async history(auth: AuthContext, id: string) {
      await life.row(auth, id);
      return (await life.history(auth, [id])).map((r) => {
        const stage = r.changes?.stage as { from?: string; to?: string } | string | undefined;
        const to = typeof stage === 'object' ? stage.to : stage;
        return {
          action: r.action, at: r.at, by: r.by,
          stage_From: typeof stage === 'object' ? stage.from ?? null : null, stage_To: to ?? null, stage_Label: to ? stageLabel(to) : null,
          changes: r.changes,
        };
      });
    },

    /** GET /v1/opportunity/lob */
    async lines(auth: AuthContext, id: string) {
      return linesRead(auth, await life.row(auth, id));
    },

    /** POST /v1/opportunity/add/lob: lines added to those it has (each line once). */
    async addLines(auth: AuthContext, body: { opportunity_Reference_Id: string; version?: number; line_Of_Business: Line[] }) {
      await lob.byId();
      const saved = await life.update(auth, body.opportunity_Reference_Id, body.version, async (current, tx) => {
        assertOpen(current);
        const added = await linesFrom(tx, auth, body.line_Of_Business, [], '/line_Of_Business');
        const twice = added.findIndex((l) => current.lines.some((c) => c.line_Of_Business_Id === l.line_Of_Business_Id));
        if (twice >= 0) throw fail(`/line_Of_Business/${twice}/line_Of_Business_Id`, replies.lobTwice);
        const lines = [...current.lines, ...added];
        return { lines, ...derived({ ...current, lines }) };
      });
      return { opportunity_Reference_Id: saved.id, version: saved.version };
    },

    /** GET /v1/premium/revenue: the opportunity's summary (premium, revenue, LOB_Data). */
    async summary(auth: AuthContext, id: string) {
      const row = await life.row(auth, id);
      return { opportunity_Reference_Id: id, premium: answered(row.premium), revenue: answered(row.revenue), LOB_Data: await linesRead(auth, row) };
    },

    /** GET /v1/policies/opportunity: the policies written from the opportunity (latest versions). */
    async policiesOf(auth: AuthContext, id: string) {
      await life.row(auth, id);
      const rows = await db.select({ id: policies.id }).from(policies)
        .where(and(eq(policies.tenantId, auth.tenantId), eq(policies.opportunityId, id), isNull(policies.retiredAt), policies.isLatest)).orderBy(asc(policies.createdAt));
      return rows.map((r) => r.id);
    },
  };
}

export type OpportunityService = ReturnType<typeof createOpportunityService>;
