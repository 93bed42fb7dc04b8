import type { ServerModule } from '../module.ts';
import { profileRoutes } from './routes.ts';

/** Profile pictures: a human's or an entity's picture, uploaded, read and removed. */
export const profilePicturesModule: ServerModule = {
  api: { tag: 'Profile pictures', description: 'Pictures of humans and entities.', routes: profileRoutes },
};
