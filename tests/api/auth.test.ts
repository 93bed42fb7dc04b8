import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type TestApp } from './support/app';

for (const backend of backends) {
  describe(`sign-in and sessions (${backend})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp(backend);
    });
    afterAll(() => t.close());

    const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

    it('answers a token, the scopes and the accounts, and sets HttpOnly session and CSRF cookies', async () => {
      const response = await login('admin@harbor.test', 'demo-password-1');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.responseCode).toBe(200);
      expect(body.resolved.token).toMatch(/^[\w-]{40,}$/);
      expect(body.resolved.userScopes).toContain('human-admin');
      expect(body.resolved.accounts.map((a: { name: string; is_Current: boolean }) => [a.name, a.is_Current])).toEqual([
        ['Harbor Insurance Agency', true],
        ['Summit Brokers', false],
      ]);
      const session = response.cookies.find((c) => c.name === 'ad_session')!;
      expect(session.httpOnly).toBe(true);
      expect(session.sameSite).toBe('Lax');
      expect(response.cookies.find((c) => c.name === 'ad_csrf')!.httpOnly).toBeFalsy();
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const wrong = await login('csr@harbor.test', 'not-the-password');
      const unknown = await login('nobody@harbor.test', 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().responseMessage).toBe('The email or password is incorrect.');
      expect(unknown.json().responseMessage).toBe(wrong.json().responseMessage);
    });

    it('refuses a sixth attempt after five failures, even with the right password', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login('viewer@harbor.test', `wrong-${i}`)).statusCode).toBe(401);
      const blocked = await login('viewer@harbor.test', 'demo-password-1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().responseMessage).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
    });

    it('says what is missing in a login body and never answers 500 for bad JSON', async () => {
      const empty = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([
        { field: '/email', message: 'Email is required' },
        { field: '/password', message: 'Password is required' },
      ]);
      const broken = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().responseMessage).toBe('The request body is not valid JSON.');
    });

    it('needs a session for the API', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v1/humans/search' });
      expect(response.statusCode).toBe(401);
      expect(response.json().responseMessage).toBe('Your session has expired. Please sign in again.');
    });

    it('accepts the session cookie, and needs the CSRF token for cookie writes only', async () => {
      const { cookie, csrf, token } = await t.login('csr@harbor.test');
      const read = await t.app.inject({ method: 'GET', url: '/v1/humans/search', headers: { cookie } });
      expect(read.statusCode).toBe(200);
      const body = { human: { first_Name: 'Cookie', last_Name: 'Writer' } };
      const withoutToken = await t.app.inject({ method: 'POST', url: '/v1/humans/upsert', headers: { cookie }, payload: body });
      expect(withoutToken.statusCode).toBe(403);
      expect(withoutToken.json().responseMessage).toBe('The request is missing its security token. Reload the page and try again.');
      const withToken = await t.app.inject({ method: 'POST', url: '/v1/humans/upsert', headers: { cookie, 'x-csrf-token': csrf }, payload: body });
      expect(withToken.statusCode).toBe(200);
      const bearer = await t.as(token, { method: 'POST', url: '/v1/humans/upsert', payload: body });
      expect(bearer.statusCode).toBe(200);
    });

    it('answers the scopes at POST /v1/user/scopes', async () => {
      const { token } = await t.login('csr@harbor.test');
      const response = await t.as(token, { method: 'POST', url: '/v1/user/scopes' });
      expect(response.statusCode).toBe(200);
      expect(response.json().userScopes).toEqual(response.json().resolved.userScopes);
      expect(response.json().userScopes.length).toBeGreaterThan(0);
    });

    it('ends the session on logout', async () => {
      const { token } = await t.login('csr@harbor.test');
      expect((await t.as(token, { method: 'POST', url: '/v1/auth/logout' })).statusCode).toBe(200);
      expect((await t.as(token, { method: 'GET', url: '/v1/auth/session' })).statusCode).toBe(401);
    });

    it('switches the current account to another tenant of the user', async () => {
      const { token } = await t.login('admin@harbor.test');
      const session = (await t.as(token, { method: 'GET', url: '/v1/auth/session' })).json().resolved;
      const summit = session.accounts.find((a: { name: string }) => a.name === 'Summit Brokers');
      const harborNames = (await t.as(token, { method: 'GET', url: '/v1/humans/search?limit=100' })).json().resolved.humans.map((h: { reference_Id: string }) => h.reference_Id);
      const switched = await t.as(token, { method: 'POST', url: '/v1/auth/switch-tenant', payload: { tenant_Id: summit.tenant_Id } });
      expect(switched.statusCode).toBe(200);
      expect(switched.json().resolved.current_Tenant_Id).toBe(summit.tenant_Id);
      const summitIds = (await t.as(token, { method: 'GET', url: '/v1/humans/search?limit=100' })).json().resolved.humans.map((h: { reference_Id: string }) => h.reference_Id);
      expect(summitIds.length).toBeGreaterThan(0);
      expect(summitIds.filter((id: string) => harborNames.includes(id))).toEqual([]);
      const notMine = await t.as(token, { method: 'POST', url: '/v1/auth/switch-tenant', payload: { tenant_Id: '00000000-0000-4000-8000-000000000000' } });
      expect(notMine.statusCode).toBe(404);
    });

    it('selects a tenant with Tenant-Authorization, and refuses one the user is not in', async () => {
      const { token } = await t.login('admin@summit.test');
      const harbor = (await t.login('csr@harbor.test')).tenantId;
      const refused = await t.as(token, { method: 'GET', url: '/v1/humans/search', headers: { 'tenant-authorization': harbor } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseMessage).toBe('You are not a member of the requested tenant.');
      const malformed = await t.as(token, { method: 'GET', url: '/v1/humans/search', headers: { 'tenant-authorization': 'harbor' } });
      expect(malformed.statusCode).toBe(400);
    });
  });
}
