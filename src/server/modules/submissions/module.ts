import type { ServerModule } from '../module.ts';
import { quoteRecords, submissionRecords, submissionVersionRecords } from './declarations.ts';
import { submissionRoutes } from './routes.ts';

/** Submissions: an opportunity marketed to markets, each submission's versions and the quotes per version and line. */
export const submissionsModule: ServerModule = {
  api: { tag: 'Submissions', description: "An opportunity's submissions to markets, their versions and quotes.", routes: submissionRoutes },
  records: [submissionRecords, submissionVersionRecords, quoteRecords],
};
