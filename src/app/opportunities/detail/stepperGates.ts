import { isClosedStage, pipelineStages, stageMoveRefusal, stageStep, type StageEntry } from '../../../domain/opportunityStages';

/** The stepper's steps, one per step of the stage table (both closed stages are the one Closed step), in order. */
export const steps: StageEntry[] = pipelineStages.filter((s, i) => pipelineStages.findIndex((t) => t.step === s.step) === i);
export const lastStep = steps[steps.length - 1].step;

/** What the stepper knows of an opportunity, from GET /v1/opportunity. */
export interface StepperFacts {
  stage: string;
  caseStatus: string;
  hasDeliveredProposal: boolean;
  openTasks: number;
}

export const isLocked = (facts: StepperFacts) => facts.caseStatus === 'closed' || isClosedStage(facts.stage);

/** The step key the address's hash names (step-gathering-info={key}), null when it names none. */
export const hashStepKey = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('step-gathering-info');

/** The address's hash (without its #) that names a step. */
export const stepHash = (step: number) => `step-gathering-info=${steps.find((s) => s.step === step)!.key}`;

/** The step a hash key names (step-gathering-info={key}), else the saved stage's. */
export function stepOfHash(hash: string, facts: StepperFacts): number {
  const key = hashStepKey(hash);
  const named = steps.find((s) => s.key === key);
  // a closed opportunity stays on its Closed step, and a gated step is not entered by its address
  if (!named || isLocked(facts) || enterRefusal(named.step, facts)) return stageStep(facts.stage);
  return named.step;
}

/**
 * Why a step may not be entered, or null when it may: 'closed' once the opportunity (or its case) is
 * closed, 'needsProposal' for a step that needs a delivered proposal (client response) without one.
 */
export function enterRefusal(step: number, facts: StepperFacts): 'closed' | 'needsProposal' | null {
  if (isLocked(facts)) return 'closed';
  const stage = steps.find((s) => s.step === step)!.stage;
  if (isClosedStage(stage)) return null;
  const refusal = stageMoveRefusal({ ...facts, from: steps[0].stage, to: stage });
  return refusal === 'needsProposal' ? refusal : null;
}

/** Whether 'Mark as Current Stage' may persist the step shown: not the saved stage, not Closed (closing is the early close), not while locked. */
export function canMarkCurrent(step: number, facts: StepperFacts): boolean {
  const stage = steps.find((s) => s.step === step)!.stage;
  return stageMoveRefusal({ ...facts, from: facts.stage, to: stage }) === null;
}

/** What the Closed step says: the open tasks' warning, or the question whose Yes opens the early close. */
export const closeStepState = (facts: StepperFacts): 'done' | 'openTasks' | 'ask' => (isLocked(facts) ? 'done' : facts.openTasks > 0 ? 'openTasks' : 'ask');
