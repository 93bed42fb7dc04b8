import type { ServiceDeps } from '../../composition/deps.ts';
import { createAuditViewer } from './audit.ts';
import { createMembers } from './members.ts';
import { createTenantProfile } from './profile.ts';
import { createInvitationMail } from './invitationPassword.ts';
import { defaultMailSettings } from '../../mail/mailSettings.ts';

/** The Admin Portal: the tenant's profile, its people (and their invitations' mail) and its audit log. `scopesChanged` drops a user's cached sessions. */
export function createAdminService({ db, cipher, mail, files }: ServiceDeps, scopesChanged: (userId: string) => void) {
  const invitationMail = createInvitationMail(db, cipher, mail ?? defaultMailSettings, files.dir);
  return {
    profile: createTenantProfile(db, cipher),
    members: createMembers(db, scopesChanged, invitationMail),
    invitation: invitationMail,
    audit: createAuditViewer(db),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
