import type { ServerModule } from '../module.ts';
import { oidcRoutes } from './oidcRoutes.ts';
import { authRoutes } from './routes.ts';

/** Sign-in: password and single sign-on, the session, switching tenants (sessions.ts: each request's session, read by auth/plugin.ts through the services). */
export const signInModule: ServerModule = {
  api: { tag: 'Sign-in', description: 'Sessions: sign-in, single sign-on, tenants and scopes.', routes: [...authRoutes, ...oidcRoutes] },
};
