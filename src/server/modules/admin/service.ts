import type { ServiceDeps } from '../../services/index.ts';
import { createMembers } from './members.ts';
import { createTenantProfile } from './profile.ts';

/** The Admin Portal: the tenant's profile and its people. `scopesChanged` drops a user's cached sessions. */
export function createAdminService({ db, cipher }: ServiceDeps, scopesChanged: (userId: string) => void) {
  return {
    profile: createTenantProfile(db, cipher),
    members: createMembers(db, scopesChanged),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
