import table from '../../schemas/opportunity/opportunity-stages.json';

/** A stage of the pipeline table (schemas/opportunity/opportunity-stages.json). */
export interface StageEntry {
  stage: string;
  step: number;
  key: string;
  label: string;
  movable?: boolean;
  /** the stepper's icon of the step */
  icon?: string;
  /** what a closed stage came to ('Won', 'Lost') */
  outcome?: string;
}

const known = new Map<string, StageEntry>([...table.stages, ...table.badgeOnly].map((s) => [s.stage, s]));

/** The pipeline's stages in order (both closed stages last). */
export const pipelineStages: StageEntry[] = table.stages;
export const initialStage = table.initial;
export const closedStages: string[] = table.closed;

export const isClosedStage = (stage: string) => closedStages.includes(stage);

/** The badge of a stage: 'Closed' for both closed stages, 'NA' for one the table does not know. */
export const stageLabel = (stage: string | null | undefined) => (stage && known.get(stage)?.label) || table.unknown.label;

/** What a stage came to on the record's own page: a closed stage's outcome ('Won', 'Lost'), else its badge. */
export const outcomeLabel = (stage: string | null | undefined) => (stage && known.get(stage)?.outcome) || stageLabel(stage);

/** The stepper's step of a stage (1 to 7); an unknown stage opens at suspect. */
export const stageStep = (stage: string | null | undefined) => (stage && known.get(stage)?.step) || table.unknown.step;

/** The stage's key in the URL hash: NA or new give suspect, both closed stages closed, the rest lower-cased with hyphens. */
export const stageHashKey = (stage: string | null | undefined) => (stage && known.get(stage)?.key) || table.unknown.key;

/** What the server knows when a stage is about to change. */
export interface StageFacts {
  from: string;
  to: string;
  /** the opportunity's case status (new, in_Process, closed) */
  caseStatus: string;
  hasDeliveredProposal: boolean;
  openTasks: number;
}

/**
 * Why a stage may not be set by a stage update (Mark as Current Stage, a card dragged on the board),
 * or null when it may:
 * - closed: the opportunity (or its case) is closed; nothing moves any more
 * - unknown: the stage is not one of the pipeline's
 * - same: it is already at that stage
 * - needsProposal: the stage needs a delivered proposal (client response)
 * - openTasks: closing while the case has open tasks
 * - closeInstead: a closed stage is reached by closing the opportunity with its results
 */
export type StageRefusal = 'closed' | 'unknown' | 'same' | 'needsProposal' | 'openTasks' | 'closeInstead';

export function stageMoveRefusal(facts: StageFacts): StageRefusal | null {
  if (facts.caseStatus === 'closed' || isClosedStage(facts.from)) return 'closed';
  if (isClosedStage(facts.to)) return facts.openTasks > 0 ? 'openTasks' : 'closeInstead';
  const target = table.stages.find((s) => s.stage === facts.to);
  if (!target?.movable) return 'unknown';
  if (facts.from === facts.to) return 'same';
  if (table.needsDeliveredProposal.includes(facts.to) && !facts.hasDeliveredProposal) return 'needsProposal';
  return null;
}

/** Why an opportunity may not be closed (won or lost) now, or null when it may. */
export function closeRefusal(facts: Omit<StageFacts, 'to' | 'hasDeliveredProposal'>): 'closed' | 'openTasks' | null {
  if (facts.caseStatus === 'closed' || isClosedStage(facts.from)) return 'closed';
  return facts.openTasks > 0 ? 'openTasks' : null;
}
