import type { ServerModule } from '../module.ts';
import { policyDraftRecords, policyRecords } from './declarations.ts';
import { policyRoutes } from './routes.ts';

/** Policies: the book's policies with their versions and moves, participants, fees and taxes, and drafts. */
export const policiesModule: ServerModule = {
  api: { tag: 'Policies', description: 'Policies: versions, moves, participants, fees and taxes, drafts.', routes: policyRoutes },
  records: [policyRecords, policyDraftRecords],
};
