import { and, asc, eq, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/admin/admin.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { audit } from '../../records/audit.ts';
import { invitations } from './tables.ts';
import type { createInvitationMail } from './invitationPassword.ts';
import { now } from '../../../engine/core/clock.ts';
import { roleNames, roleOf, scopesOfRole, tenantAdminScope } from './roles.ts';

const fieldError = (path: string, message: string) => new HttpError(400, message, [{ field: path, message }]);

/**
 * The tenant's people: its members with their scopes, changed by a tenant admin (audited with
 * before and after; `changed` is told whose scopes changed, so their cached sessions are dropped),
 * and the invitations waiting for someone's sign-in.
 */
export function createMembers(db: Db, changed: (userId: string) => void, mail: ReturnType<typeof createInvitationMail>) {
  return {
    async list(auth: AuthContext) {
      const [members, pending] = await Promise.all([
        db.select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName, scopes: memberships.scopes })
          .from(memberships).innerJoin(users, eq(users.id, memberships.userId))
          .where(eq(memberships.tenantId, auth.tenantId)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
        db.select({ id: invitations.id, email: invitations.email, scopes: invitations.scopes, at: invitations.invitedAt })
          .from(invitations).where(and(eq(invitations.tenantId, auth.tenantId), isNull(invitations.acceptedAt))).orderBy(asc(invitations.email)),
      ]);
      return {
        users: members.map((m) => ({ user_Reference_Id: m.id, email: m.email, name: `${m.first} ${m.last}`, scopes: [...m.scopes].sort(), role: roleOf(m.scopes) })),
        invitations: pending.map((i) => ({ invitation_Reference_Id: i.id, email: i.email, scopes: [...i.scopes].sort(), role: roleOf(i.scopes), invited_At: i.at.toISOString() })),
        roles: Object.fromEntries(roleNames.map((role) => [role, scopesOfRole(role)])),
      };
    },

    /** Sets a member's scopes (row locked, so two admins' changes queue); an admin keeps their own tenant-admin. */
    async setScopes(auth: AuthContext, userId: string, scopes: string[]) {
      const id = userId.toLowerCase();
      if (id === auth.userId && !scopes.includes(tenantAdminScope)) throw fieldError('/scopes', replies.ownTenantAdmin);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const where = and(eq(memberships.tenantId, auth.tenantId), eq(memberships.userId, id));
        const [current] = await tx.select({ scopes: memberships.scopes }).from(memberships).where(where).for('update');
        if (!current) throw fieldError('/user_Reference_Id', replies.userNotFound);
        await tx.update(memberships).set({ scopes }).where(where);
        await audit(tx, auth, { type: 'membership', id }, 'update', { scopes: { from: [...current.scopes].sort(), to: [...scopes].sort() } });
      });
      changed(id);
      return { user_Reference_Id: id, scopes: [...scopes].sort() };
    },

    /**
     * Invites an email with these scopes (again: the scopes replace the pending invitation's and its
     * earlier link stops working: its time moves on, by a millisecond at least) and sends the invitation; a member already is a 400. Answers whether
     * the mail went, and the mail server's reason when it did not (the invitation is kept).
     */
    async invite(auth: AuthContext, rawEmail: string, scopes: string[]) {
      const email = rawEmail.trim().toLowerCase();
      const [member] = await db.select({ id: users.id }).from(users)
        .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, auth.tenantId))).where(eq(users.email, email));
      if (member) throw fieldError('/email', fillTemplate(replies.alreadyMember, { email }));
      const saved = await db.transaction(async (t) => {
        const tx = t as Db;
        const pending = and(eq(invitations.tenantId, auth.tenantId), eq(invitations.email, email), isNull(invitations.acceptedAt));
        const [before] = await tx.select().from(invitations).where(pending).for('update');
        const [row] = before
          ? await tx.update(invitations).set({ scopes, invitedBy: auth.userId, invitedAt: new Date(Math.max(now().getTime(), before.invitedAt.getTime() + 1)) }).where(eq(invitations.id, before.id)).returning()
          : await tx.insert(invitations).values({ tenantId: auth.tenantId, email, scopes, invitedBy: auth.userId, invitedAt: now() }).returning();
        await audit(tx, auth, { type: 'invitation', id: row.id }, before ? 'update' : 'create', {
          email: before ? undefined : { from: null, to: email },
          scopes: { from: before ? [...before.scopes].sort() : null, to: [...scopes].sort() },
        });
        return row;
      });
      const failed = await mail.send(auth.userId, saved);
      return { invitation_Reference_Id: saved.id, email, email_Sent: failed === null, reason: failed };
    },
  };
}
