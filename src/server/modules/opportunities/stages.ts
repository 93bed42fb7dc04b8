import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { outcomeLabel, stageHashKey, stageLabel, stageMoveRefusal, type StageFacts, type StageRefusal } from '../../../domain/opportunityStages.ts';
import { now } from '../../../engine/core/clock.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { proposals, tasks } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { caseRecords } from '../cases/declarations.ts';
import type { OpportunityRow } from './tables.ts';

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
export function assertOpen(row: OpportunityRow) {
  if (row.status === 'closed') throw new HttpError(409, replies.opportunityClosed);
}

/** A stage as the API answers it: the stage, its label, its outcome and its hash key. */
export const stageRead = (stage: string) => ({ opportunity_Stage: stage, stage, stage_Label: stageLabel(stage), outcome_Label: outcomeLabel(stage), stage_Key: stageHashKey(stage) });
/** A status as the API answers it (the case's status beside the open or closed of the opportunity). */
export const statusRead = (status: string) => ({ status, case_Status: status, opportunity_Status: status === 'closed' ? 'closed' : 'open' });

/** The pipeline's stage moves on the database: what the stage table's gates need to know, and the case that follows. */
export function createStages({ db, cipher }: Pick<ServiceDeps, 'db' | 'cipher'>) {
  const caseLife = createRecords(db, cipher, caseRecords);

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

  return { setCaseStatus, factsOf, assertStageMove };
}

export type Stages = ReturnType<typeof createStages>;
