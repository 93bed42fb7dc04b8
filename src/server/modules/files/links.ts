import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link opens: one version of one tenant's file, until a moment, to preview or download. */
export interface LinkClaims {
  fileId: string;
  version: number;
  tenantId: string;
  /** Unix time in seconds */
  expiresAt: number;
  disposition: 'preview' | 'download';
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export const linkLifetimeSeconds = 5 * 60;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const payloadShape = new RegExp(`^(${uuid})\\.(\\d{1,7})\\.(${uuid})\\.(\\d{1,12})\\.([pd])$`);

/**
 * The spec's "magic link": a token of the claims and their HMAC-SHA256 under the server's secret,
 * so a link needs no session and cannot be altered to open another file, version or tenant.
 */
export function createFileLinks(secret: Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();

  return {
    sign(claims: Omit<LinkClaims, 'expiresAt'>, now = Date.now()): { token: string; expiresAt: number } {
      const expiresAt = Math.floor(now / 1000) + linkLifetimeSeconds;
      const payload = [claims.fileId.toLowerCase(), claims.version, claims.tenantId.toLowerCase(), expiresAt, claims.disposition[0]].join('.');
      return { token: `${Buffer.from(payload).toString('base64url')}.${mac(payload).toString('base64url')}`, expiresAt };
    },

    check(token: string, now = Date.now()): LinkCheck {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length) return { ok: false, reason: 'invalid' };
      const payload = Buffer.from(encoded, 'base64url').toString('latin1');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const parts = payloadShape.exec(payload);
      if (!parts) return { ok: false, reason: 'invalid' };
      const claims: LinkClaims = {
        fileId: parts[1], version: Number(parts[2]), tenantId: parts[3], expiresAt: Number(parts[4]), disposition: parts[5] === 'p' ? 'preview' : 'download',
      };
      return claims.expiresAt * 1000 <= now ? { ok: false, reason: 'expired' } : { ok: true, claims };
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
