import { and, eq, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/admin/admin.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { hashPassword } from '../../auth/password.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';
import type { Db } from '../../db/client.ts';
import { tenants, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { MailSettings } from '../../mail/mailSettings.ts';
import { acceptInvitations } from './invitations.ts';
import { invitationToken, readInvitationToken } from './invitationLink.ts';
import { sendInvitation } from './invitationMail.ts';
import { invitations, tenantProfiles } from './tables.ts';

const gone = () => new HttpError(410, replies.invitationLinkGone);

/** The agency's name as its profile gives it, else the tenant's. */
async function agencyName(db: Db, tenantId: string): Promise<string> {
  const [row] = await db.select({ tenant: tenants.name, profile: tenantProfiles.agencyName }).from(tenants)
    .leftJoin(tenantProfiles, eq(tenantProfiles.tenantId, tenants.id)).where(eq(tenants.id, tenantId));
  return row.profile ?? row.tenant;
}

/**
 * An invitation's email and its link: a person without an account sets a password by the link
 * (single use, seven days) and has an account and the membership at once; one with an account is
 * told to sign in, where the invitation is accepted as before (DECISIONS 271).
 */
export function createInvitationMail(db: Db, cipher: FieldCipher, settings: MailSettings, filesDir: string) {
  /** The pending invitation a token names, still as it was when the link was made; 410 otherwise. */
  async function pendingOf(db: Db, token: string, lock = false) {
    const claims = await readInvitationToken(cipher, token);
    if (!claims) throw gone();
    const query = db.select().from(invitations).where(and(eq(invitations.id, claims.id), isNull(invitations.acceptedAt)));
    const [invitation] = lock ? await query.for('update') : await query;
    if (!invitation || invitation.invitedAt.getTime() !== claims.invitedAt) throw gone();
    return invitation;
  }

  return {
    /** Sends the invitation from the admin who made it; the mail server's refusal is answered as its reason, the invitation kept. */
    async send(inviterId: string, invitation: { id: string; tenantId: string; email: string; invitedAt: Date }): Promise<string | null> {
      const [[inviter], [account], agency] = await Promise.all([
        db.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, inviterId)),
        db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)),
        agencyName(db, invitation.tenantId),
      ]);
      const token = account ? null : await invitationToken(cipher, invitation.id, invitation.invitedAt);
      try {
        await sendInvitation(settings, filesDir, { email: invitation.email, agency, inviter: { name: `${inviter.first} ${inviter.last}`, email: inviter.email }, token });
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },

    /** GET /v1/invitation: who the link is for and the agency, so the page can ask for a password. */
    async read(token: string) {
      const invitation = await pendingOf(db, token);
      const agency = await agencyName(db, invitation.tenantId);
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
      if (account) throw new HttpError(409, fillTemplate(replies.invitationHasAccount, { email: invitation.email, agency }));
      return { email: invitation.email, agency_Name: agency };
    },

    /** POST /v1/invitation/password: the account with this password, and the membership; the link is spent. */
    async setPassword(token: string, body: { first_Name: string; last_Name: string; password: string }) {
      // a link that sets nothing costs no password hash (the route is public)
      await pendingOf(db, token);
      const passwordHash = await hashPassword(body.password);
      const email = await db.transaction(async (t) => {
        const tx = t as Db;
        const invitation = await pendingOf(tx, token, true);
        const [made] = await tx.insert(users).values({ email: invitation.email, passwordHash, firstName: body.first_Name.trim(), lastName: body.last_Name.trim() })
          .onConflictDoNothing().returning({ id: users.id });
        if (!made) throw new HttpError(409, fillTemplate(replies.invitationHasAccount, { email: invitation.email, agency: await agencyName(tx, invitation.tenantId) }));
        await acceptInvitations(tx, made.id);
        return invitation.email;
      });
      return { email, sentence: fillTemplate(replies.passwordSet, { email }) };
    },
  };
}
