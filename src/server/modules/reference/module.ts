import type { ServerModule } from '../module.ts';
import { referenceRoutes } from './routes.ts';

/** Reference: the tenant's reference lists (labels of codes) and its screens' configurations. */
export const referenceModule: ServerModule = {
  api: { tag: 'Reference', description: "The tenant's reference lists and screen configurations.", routes: referenceRoutes },
};
