import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

interface Grant {
  email: string;
  emailVerified: boolean;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** a browser reaching /authorize is signed in as this person and sent back at once */
  signInAs(email: string): void;
  /** what the provider does when a person signs in there: the code it sends back with the state */
  signIn(authorizationUrl: string, email: string, options?: { emailVerified?: boolean }): { code: string; state: string; redirectUri: string };
  close(): Promise<void>;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** A minimal OpenID Connect provider for tests: discovery, JWKS, and a token endpoint checking PKCE. */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'agency-desk';
  const clientSecret = randomBytes(16).toString('hex');
  const grants = new Map<string, Grant>();
  let issuer = '';
  /** who is signed in at the provider: its /authorize page sends them straight back */
  let signedIn: string | undefined;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize' && signedIn) {
      const { code, state, redirectUri } = provider.signIn(url.href, signedIn);
      response.writeHead(302, { location: `${redirectUri}?code=${code}&state=${state}` });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const expectedAuth = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
      const viaPost = form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
      if (request.headers.authorization !== expectedAuth && !viaPost) return json(401, { error: 'invalid_client' });
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!grant || base64url(createHash('sha256').update(verifier).digest()) !== grant.codeChallenge || form.get('redirect_uri') !== grant.redirectUri) {
        return json(400, { error: 'invalid_grant' });
      }
      const idToken = await new SignJWT({ email: grant.email, email_verified: grant.emailVerified, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(createHash('sha256').update(grant.email).digest('hex'))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: FakeOidcProvider = {
    issuer,
    signInAs(email) {
      signedIn = email;
    },
    clientId,
    clientSecret,
    signIn(authorizationUrl, email, { emailVerified = true } = {}) {
      const asked = new URL(authorizationUrl);
      const code = randomBytes(16).toString('hex');
      const redirectUri = asked.searchParams.get('redirect_uri')!;
      grants.set(code, {
        email,
        emailVerified,
        nonce: asked.searchParams.get('nonce')!,
        codeChallenge: asked.searchParams.get('code_challenge')!,
        redirectUri,
      });
      return { code, state: asked.searchParams.get('state')!, redirectUri };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return provider;
}
