// one database: the session cookies' Secure flag
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { demoPassword } from '../../src/server/seed/demo';
import { backends, startApp, type TestApp } from './helpers/app';

/** The session cookies a plain-http sign-in sets (as a TLS proxy in front forwards it, without TRUST_PROXY). */
async function signInCookies(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin@harbor.test', password: demoPassword } });
  expect(response.statusCode, response.body).toBe(200);
  return response.cookies.filter((c) => c.name === 'ad_session' || c.name === 'ad_csrf');
}

describe('Secure session cookies', () => {
  // the run's seeded demo data, served by apps built with each configuration
  let t: TestApp;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await startApp(backends[0]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  async function app(publicUrl?: string) {
    const config = loadConfig({ PUBLIC_URL: publicUrl });
    const built = (await buildApp({ db: t.db, cipher: t.cipher, secureCookies: config.secureCookies })).app;
    apps.push(built);
    return built;
  }

  it('carries Secure over plain http when PUBLIC_URL is https', async () => {
    const cookies = await signInCookies(await app('https://desk.example.com'));
    expect(cookies.map((c) => c.name).sort()).toEqual(['ad_csrf', 'ad_session']);
    for (const cookie of cookies) expect(cookie.secure).toBe(true);
  });

  it('leaves Secure off on a plain-http installation', async () => {
    const cookies = await signInCookies(await app());
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie.secure).toBeFalsy();
  });

  it('sets Secure when the request itself came over https (through a trusted proxy)', async () => {
    const { app: proxied } = await buildApp({ db: t.db, cipher: t.cipher, trustProxy: true });
    apps.push(proxied);
    const response = await proxied.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'csr@harbor.test', password: demoPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
  });
});
