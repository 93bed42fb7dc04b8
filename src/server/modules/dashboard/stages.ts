import { asc, sql, type SQL } from 'drizzle-orm';
import { closedStages, pipelineStages, stageLabel } from '../../../domain/opportunityStages.ts';
import type { Db } from '../../db/client.ts';
import { opportunities } from '../../db/schema.ts';
import { answered } from '../insuredLines/money.ts';

const openStages = pipelineStages.map((s) => s.stage).filter((stage) => !closedStages.includes(stage));

/** Open opportunities meeting `where`, by stage: every open stage in the pipeline's order (none: 0), then any other stage found. */
export async function byStage(db: Db, where: SQL) {
  const rows = await db.select({ stage: opportunities.stage, count: sql<number>`count(*)`.mapWith(Number), premium: sql<string>`coalesce(sum(${opportunities.premium}), 0)` })
    .from(opportunities).where(where).groupBy(opportunities.stage).orderBy(asc(opportunities.stage));
  const found = new Map(rows.map((r) => [r.stage, r]));
  const stages = [...openStages, ...rows.map((r) => r.stage).filter((stage) => !openStages.includes(stage))];
  return stages.map((stage) => ({ stage, stage_Label: stageLabel(stage), count: found.get(stage)?.count ?? 0, premium: answered(found.get(stage)?.premium ?? 0)! }));
}
