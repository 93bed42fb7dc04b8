import type { ServiceDeps } from '../../services/index.ts';
import { createAuditViewer } from './audit.ts';
import { createMembers } from './members.ts';
import { createTenantProfile } from './profile.ts';

/** The Admin Portal: the tenant's profile, its people and its audit log. `scopesChanged` drops a user's cached sessions. */
export function createAdminService({ db, cipher }: ServiceDeps, scopesChanged: (userId: string) => void) {
  return {
    profile: createTenantProfile(db, cipher),
    members: createMembers(db, scopesChanged),
    audit: createAuditViewer(db),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
