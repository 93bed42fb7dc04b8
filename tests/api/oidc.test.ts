import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { backends, startApp, type TestApp } from './helpers/app';
import { startFakeOidcProvider, type FakeOidcProvider } from './helpers/fakeOidcProvider';

const publicUrl = 'http://agency-desk.test';

const cookieHeader = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

for (const backend of backends) {
  describe(`single sign-on with OpenID Connect (${backend})`, () => {
    let t: TestApp;
    let provider: FakeOidcProvider;
    let sso: FastifyInstance;
    beforeAll(async () => {
      t = await startApp(backend);
      provider = await startFakeOidcProvider();
      sso = (await buildApp({
        db: t.db,
        cipher: t.cipher,
        oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, redirectUri: `${publicUrl}/v1/auth/oidc/callback` },
      })).app;
    });
    afterAll(async () => {
      await sso?.close();
      await provider?.close();
      await t?.close();
    });

    /** Start at Agency Desk, sign in at the provider as email, come back: the callback's answer. */
    async function roundTrip(email: string, options: { emailVerified?: boolean; keepCookie?: boolean } = {}) {
      const start = await sso.inject({ method: 'GET', url: '/v1/auth/oidc/start' });
      expect(start.statusCode).toBe(302);
      const { code, state } = provider.signIn(start.headers.location as string, email, options);
      const callback = await sso.inject({
        method: 'GET',
        url: `/v1/auth/oidc/callback?code=${code}&state=${state}`,
        headers: options.keepCookie === false ? {} : { cookie: cookieHeader(start) },
      });
      return { start, callback, code, state };
    }

    it('offers single sign-on only where a provider is configured', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/v1/auth/providers' })).json().resolved).toEqual({ oidc: false });
      expect((await sso.inject({ method: 'GET', url: '/v1/auth/providers' })).json().resolved).toEqual({ oidc: true });
      expect((await t.app.inject({ method: 'GET', url: '/v1/auth/oidc/start' })).headers.location).toBe('/login?sso=off');
    });

    it('sends the browser to the provider with PKCE, state and nonce', async () => {
      const start = await sso.inject({ method: 'GET', url: '/v1/auth/oidc/start' });
      const asked = new URL(start.headers.location as string);
      expect(asked.origin + asked.pathname).toBe(`${provider.issuer}/authorize`);
      expect(Object.fromEntries(['client_id', 'redirect_uri', 'response_type', 'scope', 'code_challenge_method'].map((k) => [k, asked.searchParams.get(k)]))).toEqual({
        client_id: provider.clientId,
        redirect_uri: `${publicUrl}/v1/auth/oidc/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(asked.searchParams.get('nonce')).toBeTruthy();
      const stateCookie = start.cookies.find((c) => c.name === 'ad_oidc');
      expect(stateCookie).toMatchObject({ value: asked.searchParams.get('state'), httpOnly: true, sameSite: 'Lax', path: '/v1/auth/oidc' });
    });

    it('signs a known user in and lands on the dashboard with a session', async () => {
      const { callback } = await roundTrip('Admin@Harbor.test');
      expect(callback.statusCode, callback.body).toBe(302);
      expect(callback.headers.location).toBe('/dashboard');
      const session = await sso.inject({ method: 'GET', url: '/v1/auth/session', headers: { cookie: cookieHeader(callback) } });
      expect(session.statusCode).toBe(200);
      expect(session.json().resolved.user.email).toBe('admin@harbor.test');
    });

    it('refuses a callback without the browser\'s state cookie, and a replayed one', async () => {
      const forged = await roundTrip('admin@harbor.test', { keepCookie: false });
      expect(forged.callback.headers.location).toBe('/login?sso=failed');
      expect(forged.callback.cookies.some((c) => c.name === 'ad_session')).toBe(false);

      const first = await roundTrip('admin@harbor.test');
      expect(first.callback.headers.location).toBe('/dashboard');
      const replay = await sso.inject({
        method: 'GET',
        url: `/v1/auth/oidc/callback?code=${first.code}&state=${first.state}`,
        headers: { cookie: cookieHeader(first.start) },
      });
      expect(replay.headers.location).toBe('/login?sso=failed');
    });

    it('turns away an email Agency Desk does not know, and an unverified one', async () => {
      const stranger = await roundTrip('stranger@elsewhere.test');
      expect(stranger.callback.headers.location).toBe('/login?sso=unknown');
      const unverified = await roundTrip('csr@harbor.test', { emailVerified: false });
      expect(unverified.callback.headers.location).toBe('/login?sso=failed');
      expect(unverified.callback.cookies.some((c) => c.name === 'ad_session')).toBe(false);
      // each pending login is used up by its callback, whatever the outcome
      const left = await t.rows(sql`select state from oidc_logins where state in (${stranger.state}, ${unverified.state})`);
      expect(left).toEqual([]);
    });
  });
}
