import type { ServerModule } from '../module.ts';
import { humanRecords } from './declarations.ts';
import { humanRoutes } from './routes.ts';

/** Humans: the agency's people (clients, contacts, agency participants), their list, pages and model. */
export const humansModule: ServerModule = {
  api: { tag: 'Humans', description: 'Humans: the human model, its list, details, lookup, retire and restore.', routes: humanRoutes },
  records: [humanRecords],
};
