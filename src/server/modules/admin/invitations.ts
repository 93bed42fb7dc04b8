import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { now } from '../../../engine/core/clock.ts';
import { audit } from '../../records/audit.ts';
import { invitations } from './tables.ts';

/**
 * On sign-in: the invitations waiting for this user's email become memberships (a membership the
 * user has already is left as it is), each audited in its tenant as the user's own acceptance.
 */
export async function acceptInvitations(db: Db, userId: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as Db;
    const pending = await tx.select({ invitation: invitations }).from(invitations).innerJoin(users, eq(users.email, invitations.email))
      .where(and(eq(users.id, userId), isNull(invitations.acceptedAt))).for('update', { of: invitations });
    for (const { invitation } of pending) {
      const [added] = await tx.insert(memberships).values({ userId, tenantId: invitation.tenantId, scopes: invitation.scopes })
        .onConflictDoNothing().returning({ userId: memberships.userId });
      await tx.update(invitations).set({ acceptedAt: now() }).where(eq(invitations.id, invitation.id));
      await audit(tx, { tenantId: invitation.tenantId, userId }, { type: 'invitation', id: invitation.id }, 'accept', {
        membership: added ? { from: null, to: invitation.scopes } : 'already a member',
      });
    }
  });
}
