import { closedStages, pipelineStages, stageLabel } from '../../../domain/opportunityStages.ts';
import { addUp, money, type Total } from './totals.ts';

const openStages = pipelineStages.map((s) => s.stage).filter((stage) => !closedStages.includes(stage));

/** Open opportunities (all, or the user's: `mine`) by stage: every open stage in the pipeline's order (none: 0), then any other open stage found. */
export function byStage(totals: Total[], mine: boolean) {
  const found = addUp(totals, 'stage');
  const stages = [...openStages, ...[...found.keys()].filter((stage) => !openStages.includes(stage) && (!mine || found.get(stage)!.mine)).sort()];
  return stages.map((stage) => {
    const f = found.get(stage);
    return { stage, stage_Label: stageLabel(stage), count: (mine ? f?.mine : f?.count) ?? 0, premium: money(mine ? f?.minePremium : f?.premium) };
  });
}
