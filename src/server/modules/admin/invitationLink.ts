import { jwtVerify, SignJWT } from 'jose';
import { now } from '../../../engine/core/clock.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';

/** How long an invitation's link sets a password. */
export const invitationLinkDays = 7;

const key = (cipher: FieldCipher) => cipher.derive('invitation-link');

/**
 * The token of an invitation's link: an HS256 JWT with a key of its own, naming the invitation and
 * when it was made (inviting again makes it anew, so an earlier link stops working), expiring after
 * seven days of the clock. Used once: the invitation is then accepted.
 */
export function invitationToken(cipher: FieldCipher, invitationId: string, invitedAt: Date): Promise<string> {
  const at = Math.floor(now().getTime() / 1000);
  return new SignJWT({ at: invitedAt.getTime() }).setProtectedHeader({ alg: 'HS256' }).setSubject(invitationId)
    .setIssuedAt(at).setExpirationTime(at + invitationLinkDays * 86_400).sign(key(cipher));
}

/** The invitation a token names and when it was made, or null for a token forged, altered or expired. */
export async function readInvitationToken(cipher: FieldCipher, token: string): Promise<{ id: string; invitedAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(cipher), { algorithms: ['HS256'], currentDate: now(), requiredClaims: ['sub', 'exp'] });
    return typeof payload.at === 'number' && payload.sub ? { id: payload.sub, invitedAt: payload.at } : null;
  } catch {
    return null;
  }
}
