import * as client from 'openid-client';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcLogins } from '../db/schema.ts';

export interface OidcOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** where the provider sends the browser back: {PUBLIC_URL}/v1/auth/oidc/callback */
  redirectUri: string;
}

/** How long a person may take at the provider before the login must start again. */
const loginTtlMs = 10 * 60_000;

export class OidcRefusal extends Error {}

const isLocal = (url: URL) => url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * OpenID Connect sign-in (authorization code with PKCE, state and nonce) with openid-client.
 * The pending login lives in the database, so the callback may reach any instance.
 */
export function createOidc(options: OidcOptions, db: Db) {
  const issuer = new URL(options.issuer);
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, options.clientId, options.clientSecret, undefined, isLocal(issuer) ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** The provider's authorization URL, and the state the browser must bring back. */
    async start() {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await db.delete(oidcLogins).where(lt(oidcLogins.createdAt, new Date(Date.now() - loginTtlMs)));
      await db.insert(oidcLogins).values({ state, nonce, codeVerifier });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    /** The verified email of the person the provider sent back; the pending login is used up. */
    async finish(callbackUrl: URL, browserState: string | undefined): Promise<string> {
      const state = callbackUrl.searchParams.get('state');
      if (!state || state !== browserState) throw new OidcRefusal('state');
      const [pending] = await db.delete(oidcLogins).where(eq(oidcLogins.state, state)).returning();
      if (!pending || Date.now() - pending.createdAt.getTime() > loginTtlMs) throw new OidcRefusal('expired');
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
      });
      const claims = tokens.claims();
      if (!claims?.email || claims.email_verified === false) throw new OidcRefusal('email');
      return String(claims.email).toLowerCase();
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
