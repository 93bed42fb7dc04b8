import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

const invalidQuery = 'The request has invalid query parameters.';

for (const backend of backends) {
  describe(`bad input gets a 4xx, never a 500 (${backend})`, () => {
    let t: TestApp;
    let viewer: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      viewer = await t.login('viewer@harbor.test');
    });
    afterAll(() => t?.close());

    const get = (url: string) => t.as(viewer.token, { method: 'GET', url });

    it.each(['Infinity', '-Infinity', '1e309', '-1e309', '0', '101', '1.5'])('refuses limit=%s on every list, naming the rule', async (limit) => {
      for (const path of ['/v1/lookup/humans', '/v1/humans/search']) {
        const response = await get(`${path}?limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ responseMessage: invalidQuery, errors: [{ field: '/limit', message: 'limit must be a whole number from 1 to 100' }] });
      }
    });

    it.each(['Infinity', '1e309', '0', '-Infinity'])('refuses page=%s', async (page) => {
      for (const path of ['/v1/lookup/humans', '/v1/humans/search']) {
        const response = await get(`${path}?page=${page}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ field: '/page', message: 'page must be a whole number from 1 to 1000000' }]);
      }
    });

    it('refuses a non-finite premium bound', async () => {
      const response = await get('/v1/humans/search?active_Premium_Max=Infinity');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: '/active_Premium_Max', message: 'must be an amount from 0 to 1000000000000' }]);
    });

    it('answers a page of at most 100 however it is asked', async () => {
      const response = await get('/v1/lookup/humans?limit=100');
      expect(response.statusCode).toBe(200);
      expect(response.json().resolved.humans.length).toBeLessThanOrEqual(100);
    });

    it('refuses a repeated query parameter with 400', async () => {
      for (const url of [
        '/v1/reference?codelist=a&codelist=b',
        '/v1/reference?asset_Name=Gender&asset_Name=Gender',
        '/v1/configuration/details?configuration_Key=human_Config&configuration_Key=x',
        '/v1/humans/search?search=a&search=b',
        '/v1/humans/search?limit=10&limit=20',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().responseMessage).toBe(invalidQuery);
      }
    });

    it('refuses query parameters a route does not know, by name', async () => {
      const response = await get('/v1/auth/session?debug=1');
      expect(response.statusCode).toBe(400);
      expect(response.json().responseMessage).toBe(invalidQuery);
    });

    it('refuses deeply nested JSON with 400 on every body route, the anonymous sign-in included', async () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      for (const [url, token] of [['/v1/auth/login', undefined], ['/v1/humans/upsert', viewer.token], ['/v1/profile', viewer.token]] as const) {
        for (const payload of [deep, deepArray, `{"human":${deep}}`, `{"__proto__":${deep}}`]) {
          const response = await t.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          expect(response.statusCode, `${url} ${payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${url} ${payload.slice(0, 20)}`).toBeLessThan(500);
        }
      }
      const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: deep, headers: { 'content-type': 'application/json' } });
      expect(login.statusCode).toBe(400);
      expect(login.json().responseMessage).toBe('The request is nested too deeply.');
    });

    it('accepts the bearer scheme in any case', async () => {
      for (const scheme of ['bearer', 'BEARER', 'Bearer', 'bEaReR']) {
        const response = await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { authorization: `${scheme} ${viewer.token}` } });
        expect(response.statusCode, scheme).toBe(200);
      }
    });

    it('marks every API answer no-store, the edit form with its plain SSN too, and an error', async () => {
      const admin = await t.login('admin@harbor.test');
      const [first] = (await t.as(admin.token, { method: 'GET', url: '/v1/humans/search?limit=1' })).json().resolved.humans;
      for (const url of [`/v1/humans?human_Reference_Id=${first.reference_Id}`, '/v1/humans/search', '/v1/auth/session', '/v1/humans/details?human_Reference_Id=x']) {
        const response = await t.as(admin.token, { method: 'GET', url });
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'viewer@harbor.test', password: 'demo-password-1' } });
      expect(login.headers['cache-control']).toBe('no-store');
    });

    it('forbids framing and the features the app does not use', async () => {
      const response = await get('/v1/auth/session');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
    });
  });
}

describe('request logging', () => {
  it('leaves query values and a failed query’s parameters out of its lines', async () => {
    const t = await startApp(backends[0]);
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app } = await buildApp({ db: t.db, cipher: t.cipher, logger: sink });
    try {
      const { token } = await t.login('admin@harbor.test');
      await app.inject({ method: 'GET', url: '/v1/humans/search?search=123-45-6789&limit=5', headers: { authorization: `Bearer ${token}` } });
      const logged = lines.join('');
      expect(logged).toContain('/v1/humans/search?search=[redacted]&limit=[redacted]');
      expect(logged).not.toContain('123-45-6789');
      // a failing query: its SQL may be logged, its values never
      const { loggableError } = await import('../../src/server/http/logging');
      const { DrizzleQueryError } = await import('drizzle-orm/errors');
      const failed = loggableError(new DrizzleQueryError('select * from humans where ssn = $1', ['123-45-6789'], Object.assign(new Error('duplicate key value violates unique constraint "humans_ssn"'), { code: '23505', detail: 'Key (ssn)=(123-45-6789) already exists.' })));
      expect(JSON.stringify(failed)).not.toContain('123-45-6789');
      expect(failed).toMatchObject({ message: 'Failed query: select * from humans where ssn = $1', query: 'select * from humans where ssn = $1' });
    } finally {
      await app.close();
      await t.close();
    }
  });
});
