import type { ServerModule } from '../module.ts';
import { addressRoutes } from './routes.ts';

/** Addresses: suggestions as one types and validation of a whole address (the embedded ZIP table). */
export const addressesModule: ServerModule = {
  api: { tag: 'Addresses', description: 'Address suggestions and validation.', routes: addressRoutes },
};
