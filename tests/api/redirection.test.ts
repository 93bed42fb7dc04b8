import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoKey } from '../../src/server/auth/ssoToken';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

const refused = 'This single sign-on token is not valid for this agency, or it has expired. Sign in again from your identity provider.';
const missing = 'Single sign-on needs the Tenant-Authorization and Sso-Token headers. Sign in again from your identity provider.';

/** POST /v1/redirection: single sign-on by the Tenant-Authorization and Sso-Token headers (DECISIONS 204). */
for (const backend of backends) {
  describe(`single sign-on by redirection (${backend})`, () => {
    let t: TestApp;
    let harbor: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      harbor = await t.login('csr@harbor.test');
      summit = await t.login('admin@summit.test');
    });
    afterAll(() => t?.close());

    const token = (tenantId: string, claims: Record<string, unknown>, age = 0, key = ssoKey(t.cipher, tenantId)) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(Math.floor(Date.now() / 1000) - age).setExpirationTime(Math.floor(Date.now() / 1000) - age + 300).sign(key);
    const redirect = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/v1/redirection', headers });

    it("starts a session for a member of the tenant the token's key belongs to", async () => {
      const answer = await redirect({ 'tenant-authorization': harbor.tenantId, 'sso-token': await token(harbor.tenantId, { email: 'csr@harbor.test' }) });
      expect(answer.statusCode, answer.body).toBe(200);
      const resolved = answer.json().resolved;
      expect(resolved).toMatchObject({ current_Tenant_Id: harbor.tenantId, user: { email: 'csr@harbor.test' } });
      expect(answer.cookies.map((c) => c.name).sort()).toEqual(['ad_csrf', 'ad_session']);
      const session = await t.as(resolved.token, { method: 'GET', url: '/v1/auth/session' });
      expect(session.json().resolved.user.email).toBe('csr@harbor.test');
    });

    it('opens the session in the tenant named, for a member of several', async () => {
      const answer = await redirect({ 'tenant-authorization': summit.tenantId, 'sso-token': await token(summit.tenantId, { email: 'admin@harbor.test' }) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().resolved.current_Tenant_Id).toBe(summit.tenantId);
    });

    it('refuses with 401 and a clear sentence: headers missing, another tenant\'s key, a non-member, an old or unsigned token', async () => {
      const cases: [Record<string, string>, string][] = [
        [{}, missing],
        [{ 'tenant-authorization': harbor.tenantId }, missing],
        [{ 'tenant-authorization': harbor.tenantId, 'sso-token': 'not-a-token' }, refused],
        [{ 'tenant-authorization': harbor.tenantId, 'sso-token': await token(summit.tenantId, { email: 'csr@harbor.test' }) }, refused],
        [{ 'tenant-authorization': summit.tenantId, 'sso-token': await token(summit.tenantId, { email: 'csr@harbor.test' }) }, refused],
        [{ 'tenant-authorization': harbor.tenantId, 'sso-token': await token(harbor.tenantId, { email: 'csr@harbor.test' }, 600) }, refused],
        [{ 'tenant-authorization': harbor.tenantId, 'sso-token': await token(harbor.tenantId, {}) }, refused],
        [{ 'tenant-authorization': harbor.tenantId, 'sso-token': await token(harbor.tenantId, { email: 'nobody@harbor.test' }) }, refused],
      ];
      for (const [headers, message] of cases) {
        const answer = await redirect(headers);
        expect({ status: answer.statusCode, message: answer.json().responseMessage }, JSON.stringify(headers)).toEqual({ status: 401, message });
      }
    });
  });
}
