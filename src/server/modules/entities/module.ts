import type { ServerModule } from '../module.ts';
import { entityRecords } from './declarations.ts';
import { entityRoutes } from './routes.ts';

/** Entities: the businesses the agency insures or works with, their list, pages and model. */
export const entitiesModule: ServerModule = {
  api: { tag: 'Entities', description: 'Entities (businesses): the entity model, its list, details, lookup, retire and restore.', routes: entityRoutes },
  records: [entityRecords],
};
