import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasScope } from '../../src/engine/core/scopes';
import type { RouteDeclaration } from '../../src/server/http/route';
import { routes } from '../../src/server/routes/index';
import replies from '../../schemas/common/common.replies.json';
import { backends, missingId, startApp, type Session, type TestApp } from './helpers/app';

/**
 * Every declared route, asked by every kind of caller, answers as its declaration says: no session
 * or a token that is no session → 401 (a public route lets them through), a signed-in user without
 * the route's scope → 403 before its input is read, one holding it → neither 401 nor 403 nor a 5xx,
 * a cookie write without its CSRF token → 403. A route joins the matrix by being declared.
 */
const expired = 'Your session has expired. Please sign in again.';
const missingToken = 'The request is missing its security token. Reload the page and try again.';
const roles = ['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'] as const;
/** the session ends with these: each is asked last, with a session of its own */
const endsSession = (route: RouteDeclaration) => route.url === '/v1/auth/logout';

const declared = (routes as RouteDeclaration[]).slice().sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
const pathOf = (route: RouteDeclaration) => route.url.replace(/:[A-Za-z_]+/g, missingId);
const label = (route: RouteDeclaration) => `${route.method} ${route.url}`;

for (const backend of backends) {
  describe(`the route matrix: ${declared.length} declared routes × ${roles.length + 3} callers (${backend})`, () => {
    let t: TestApp;
    const sessions = new Map<string, Session>();
    beforeAll(async () => {
      t = await startApp(backend);
      for (const email of roles) sessions.set(email, await t.login(email));
    });
    afterAll(() => t?.close());

    const ask = (route: RouteDeclaration, headers: Record<string, string> = {}) =>
      t.app.inject({ method: route.method, url: pathOf(route), headers, ...(route.method === 'GET' ? {} : { payload: {} }) } as InjectOptions);
    const answer = (route: RouteDeclaration, response: LightMyRequestResponse) => `${label(route)} → ${response.statusCode} ${response.body.slice(0, 300)}`;

    it('no session, or a bearer token that is none: 401 on every route but the public ones, which let them through to their own checks', async () => {
      for (const route of declared) {
        for (const headers of [{}, { authorization: 'Bearer not-a-session-token' }] as Record<string, string>[]) {
          const response = await ask(route, headers);
          if (route.scope === 'public') {
            // its own checks may still refuse (single sign-on without its headers), never for want of a session
            expect(response.body, answer(route, response)).not.toContain(expired);
            expect(response.statusCode, answer(route, response)).toBeLessThan(500);
          } else {
            expect(response.statusCode, answer(route, response)).toBe(401);
            expect(response.json().responseMessage, answer(route, response)).toBe(expired);
          }
        }
      }
    });

    for (const email of roles) {
      it(`${email}: 403 exactly where the user lacks the route's scope; else neither 401, 403 nor a 5xx`, async () => {
        let session = sessions.get(email)!;
        const cells = { refused: 0, allowed: 0 };
        for (const route of declared) {
          if (route.scope === 'public') continue;
          if (endsSession(route)) session = await t.login(email);
          const response = await ask(route, { authorization: `Bearer ${session.token}` });
          if (route.scope !== 'session' && !hasScope(session.scopes, route.scope)) {
            cells.refused += 1;
            expect(response.statusCode, answer(route, response)).toBe(403);
            expect(response.json().responseMessage, answer(route, response)).toBe(replies.forbidden.replace('{scope}', route.scope));
          } else {
            cells.allowed += 1;
            expect([401, 403], answer(route, response)).not.toContain(response.statusCode);
            expect(response.statusCode, answer(route, response)).toBeLessThan(500);
          }
        }
        // every role is refused somewhere but the tenant admins, and allowed somewhere
        expect(cells.allowed).toBeGreaterThan(0);
        if (!email.startsWith('admin@')) expect(cells.refused).toBeGreaterThan(0);
      });
    }

    it('a write with the session cookie but without its CSRF token: 403 on every route that changes anything (sign-in and single sign-on aside)', async () => {
      const { cookie, csrf } = await t.login('csr@harbor.test');
      let writes = 0;
      for (const route of declared) {
        if (route.method === 'GET' || route.scope === 'public') continue;
        writes += 1;
        const response = await ask(route, { cookie });
        expect(response.statusCode, answer(route, response)).toBe(403);
        expect(response.json().responseMessage, answer(route, response)).toBe(missingToken);
      }
      expect(writes).toBeGreaterThan(50);
      // the same cookie with its token is let through (the session is still good)
      const checked = await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { cookie, 'x-csrf-token': csrf } });
      expect(checked.statusCode, checked.body).toBe(200);
    });
  });
}
