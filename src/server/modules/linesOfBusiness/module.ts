import type { ServerModule } from '../module.ts';
import { lobRoutes } from './routes.ts';
import { seedLinesOfBusiness } from './service.ts';

/** Lines of business: reference data every tenant shares (GET /v1/lob), seeded into every new database. */
export const linesOfBusinessModule: ServerModule = {
  api: { tag: 'Lines of business', description: 'The lines of business.', routes: lobRoutes },
  seedReference: seedLinesOfBusiness,
};
