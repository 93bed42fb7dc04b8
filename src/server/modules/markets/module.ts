import type { ServerModule } from '../module.ts';
import { marketRecords } from './declarations.ts';
import { marketRoutes } from './routes.ts';

/** Markets: the carriers, wholesalers and MGAs the agency places business with, and their book. */
export const marketsModule: ServerModule = {
  api: { tag: 'Markets', description: 'Markets (carriers).', routes: marketRoutes },
  records: [marketRecords],
};
