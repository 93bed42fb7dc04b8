import type { ServerModule } from '../module.ts';
import { caseRecords, taskRecords } from './declarations.ts';
import { taskRoutes } from './routes.ts';

/** Cases and tasks: work opened on a record, its tasks, and the signed-in user's activity queue. */
export const casesModule: ServerModule = {
  api: { tag: 'Cases and tasks', description: 'Cases, tasks and the activity queue.', routes: taskRoutes },
  records: [caseRecords, taskRecords],
};
