import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { Fields, Line } from '../../../generated/types/opportunity-add.ts';
import type { OpportunityInfoBody } from '../../../generated/types/opportunity-info.ts';
import { initialStage, stageLabel, stageMoveRefusal } from '../../../domain/opportunityStages.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { memberships, opportunities, policies, policyRenewals, submissions } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, type ListQuery } from '../../records/search.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { opportunityRecords, opportunitySearch } from './declarations.ts';
import type { OpportunityRow } from './tables.ts';
import { createInsuredCounters } from '../insuredLines/counters.ts';
import { clientOf, kindOf, participantsFrom, type ClientKind } from '../insuredLines/participants.ts';
import { answered, fromStored, stored } from '../insuredLines/money.ts';
import { caseRecords } from '../cases/declarations.ts';
import { createCaseRetire } from '../cases/caseRetire.ts';
import { inTransaction } from '../../db/transaction.ts';
import { now } from '../../../engine/core/clock.ts';
import { fail, money, optional } from './fields.ts';
import { createOpportunityLines } from './lines.ts';
import { createOpportunityReads } from './reads.ts';
import { assertOpen, createStages, stageMoved, stageRead, stageRefused, statusRead } from './stages.ts';

type Columns = Partial<typeof opportunities.$inferInsert>;
type Sent = Fields & { version?: number };

/** Opportunities: the record with its OPPORTUNITY case, lines and participants; the pipeline's stage moves by the one stage table. */
export function createOpportunityService({ db, cipher }: ServiceDeps, markets: MarketService, lob: LobService) {
  const life = createRecords(db, cipher, opportunityRecords);
  const caseLife = createRecords(db, cipher, caseRecords);
  const retireCase = createCaseRetire(db, cipher);
  const list = createSearch(db, opportunitySearch);
  const { setCaseStatus, factsOf, assertStageMove } = createStages({ db, cipher });
  const { linesFrom, linesReadAll, linesRead } = createOpportunityLines(markets, lob);
  const { read, listRows } = createOpportunityReads(db, { linesFrom, linesReadAll, linesRead }, { setCaseStatus, factsOf, assertStageMove });
  /** an opportunity list's answer (the list's, a client's): lines with their markets, participants named, submissions counted */
  const listAnswer = list.answers(async (auth, { rows, ...page }) => ({ opportunities: await listRows(auth, rows), ...page }));

  async function assertMember(tx: Db, auth: AuthContext, userId: string, field: string) {
    const [found] = await tx.select({ id: memberships.userId }).from(memberships).where(and(eq(memberships.tenantId, auth.tenantId), eq(memberships.userId, userId)));
    if (!found) throw fail(field, replies.assigneeNotMember);
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
     * PUT /v1/archive/opportunity: retires the opportunity with its case and the case's tasks (and the policies it renews may be renewed again) in one transaction, refused
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
          await retireCase(auth, current.caseId, tx);
          await tx.update(policyRenewals).set({ retiredAt: now() }).where(and(eq(policyRenewals.opportunityId, id), isNull(policyRenewals.retiredAt)));
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
      return listAnswer(auth, query);
    },

    /** GET /v1/opportunities/entity, /v1/opportunities/human: the client's opportunities, newest first. */
    async ofClient(auth: AuthContext, kind: ClientKind, id: string, q: ListQuery) {
      await clientOf(db, auth, kind, id, `/${kind}_Reference_Id`);
      return listAnswer(auth, { ...q, sort: 'desc', sortKey: 'created_At', [`${kind}_Reference_Id`]: id } as ListQuery);
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
