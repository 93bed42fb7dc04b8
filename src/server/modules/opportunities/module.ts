import type { ServerModule } from '../module.ts';
import { opportunityRecords } from './declarations.ts';
import { opportunityRoutes } from './routes.ts';

/** Opportunities: the sales pipeline, its stages and gates, renewals and the early close. */
export const opportunitiesModule: ServerModule = {
  api: { tag: 'Opportunities', description: 'Opportunities: the pipeline, stages, renewals and the early close.', routes: opportunityRoutes },
  records: [opportunityRecords],
};
