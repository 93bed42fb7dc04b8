import type { FastifyReply, FastifyRequest } from 'fastify';
import validateLogin from '../../../generated/validators/login.js';
import validateSwitchTenant from '../../../generated/validators/switch-tenant.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import validateNoBody from '../../../generated/validators/no-body.js';
import replies from '../../../../schemas/auth/auth.replies.json';
import { csrfCookie, sessionCookie } from '../../auth/plugin.ts';
import { ssoEmail } from '../../auth/ssoToken.ts';
import { secureCookie } from '../../http/cookies.ts';
import { HttpError } from '../../http/errors.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import { loginTexts, serverTexts } from '../../texts.ts';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../composition/services.ts';

const wrongCredentials = serverTexts.wrongCredentials;

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string, expires: Date) {
  const secure = secureCookie(request);
  reply.setCookie(sessionCookie, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
  reply.setCookie(csrfCookie, csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, expires });
}

/** A new session's answer: its cookies set, the bearer token, the CSRF token and the session summary. */
async function started(services: Services, request: FastifyRequest, reply: FastifyReply, userId: string, session: { token: string; csrfToken: string; expiresAt: Date; tenantId: string }) {
  setSessionCookies(request, reply, session.token, session.csrfToken, session.expiresAt);
  return ok({
    token: session.token,
    csrf_Token: session.csrfToken,
    expires_At: session.expiresAt.toISOString(),
    ...(await sessionSummary(services, userId, session.tenantId)),
  });
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

async function sessionSummary(services: Services, userId: string, tenantId: string) {
  const user = await services.sessions.user(userId);
  const accounts = await services.sessions.membershipsOf(userId);
  const current = accounts.find((a) => a.tenantId === tenantId);
  return {
    user: { id: user.id, email: user.email, first_Name: user.firstName, last_Name: user.lastName },
    current_Tenant_Id: tenantId,
    current_Tenant_Kind: current?.kind ?? 'agency',
    accounts: accounts.map((a) => ({ tenant_Id: a.tenantId, name: a.name, is_Current: a.tenantId === tenantId })),
    userScopes: current?.scopes ?? [],
  };
}

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v1/auth/login',
    errors: [401, 429],
    scope: 'public',
    summary: 'Sign in with email and password; sets the session cookie and answers a bearer token.',
    body: validateLogin,
    query: validateNoQuery,
    invalidMessage: serverTexts.enterEmailAndPassword,
    async handler({ body, services, request, reply }) {
      const attempt = await services.loginThrottle.attempt(body.email, request.ip);
      if (attempt.retryAfterMs > 0) {
        reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
        throw new HttpError(429, fillTemplate(serverTexts.tooManySignIns, { minutes: Math.ceil(attempt.retryAfterMs / 60_000) }));
      }
      const user = await services.sessions.checkCredentials(body.email, body.password);
      if (!user) {
        await services.loginThrottle.failed();
        throw new HttpError(401, wrongCredentials);
      }
      await services.loginThrottle.succeeded(attempt);
      const session = await services.sessions.create(user.id);
      if (!session) throw new HttpError(403, loginTexts.sso_noAgency);
      return started(services, request, reply, user.id, session);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/redirection',
    scope: 'public',
    errors: [401],
    summary: "Single sign-on: Tenant-Authorization names the agency, Sso-Token is a JWT (HS256, the agency's key, email, iat and exp, at most 5 minutes old) vouching for a member's email; starts a session as sign-in does. 401 otherwise.",
    body: validateNoBody,
    query: validateNoQuery,
    async handler({ services, request, reply }) {
      const tenantId = header(request, 'tenant-authorization');
      const token = header(request, 'sso-token');
      if (!tenantId || !token) throw new HttpError(401, replies.ssoMissing);
      const email = await ssoEmail(services.cipher, tenantId, token);
      const user = await services.sessions.userByEmail(email);
      const session = user && (await services.sessions.create(user.id, tenantId));
      if (!user || !session) throw new HttpError(401, replies.ssoRefused);
      return started(services, request, reply, user.id, session);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/auth/logout',
    scope: 'session',
    summary: 'Ends the session.',
    body: validateNoBody,
    query: validateNoQuery,
    async handler({ auth, services, reply }) {
      await services.sessions.destroy(auth.sessionId);
      reply.clearCookie(sessionCookie, { path: '/' }).clearCookie(csrfCookie, { path: '/' });
      return ok(null, serverTexts.signedOut);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/auth/session',
    scope: 'session',
    summary: 'The signed-in user, their accounts (tenants) and scopes in the current one.',
    query: validateNoQuery,
    async handler({ auth, services }) {
      return ok(await sessionSummary(services, auth.userId, auth.tenantId));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/auth/switch-tenant',
    scope: 'session',
    summary: 'Makes another of the user’s accounts current.',
    body: validateSwitchTenant,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const tenantId = body.tenant_Id;
      if (!(await services.sessions.switchTenant(auth.sessionId, auth.userId, tenantId))) {
        throw new HttpError(404, serverTexts.accountNotYours);
      }
      return ok(await sessionSummary(services, auth.userId, tenantId));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/user/scopes',
    scope: 'session',
    summary: 'The scopes of the signed-in user in the current tenant.',
    body: validateNoBody,
    query: validateNoQuery,
    async handler({ auth }) {
      return { ...ok({ userScopes: auth.scopes }), userScopes: auth.scopes };
    },
  }),
];
