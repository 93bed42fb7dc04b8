import type { ServerModule } from '../module.ts';
import { relationshipRoutes } from './routes.ts';

/** Relationships: a human's position at an entity (the contacts service keeps them). */
export const relationshipsModule: ServerModule = {
  api: { tag: 'Relationships', description: 'Relationships between humans and entities.', routes: relationshipRoutes },
};
