import { jwtVerify } from 'jose';
import replies from '../../../schemas/auth/auth.replies.json';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import { HttpError } from '../http/errors.ts';

/** The key an agency's identity provider signs its single sign-on tokens with (DECISIONS 204). */
export function ssoKey(cipher: FieldCipher, tenantId: string): Buffer {
  return cipher.derive(`sso:${tenantId}`);
}

/** The longest a token is taken after it was issued. */
const maxAge = '5m';

/**
 * The email a single sign-on token vouches for: an HS256 JWT signed with the tenant's key, with
 * `email`, `iat` and `exp`, issued in the last five minutes. 401 with one sentence otherwise, so a
 * caller learns nothing of which check failed.
 */
export async function ssoEmail(cipher: FieldCipher, tenantId: string, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, ssoKey(cipher, tenantId), { algorithms: ['HS256'], maxTokenAge: maxAge, requiredClaims: ['email', 'iat', 'exp'] });
    if (typeof payload.email !== 'string' || !payload.email) throw new Error('no email');
    return payload.email;
  } catch {
    throw new HttpError(401, replies.ssoRefused);
  }
}
