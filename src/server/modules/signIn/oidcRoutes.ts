import validateOidcCallback from '../../../generated/validators/oidc-callback.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { csrfCookie } from '../../auth/plugin.ts';
import { OidcRefusal } from '../../auth/oidc.ts';
import { secureCookie } from '../../http/cookies.ts';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';
import { setSessionCookies } from './routes.ts';

const stateCookie = 'ad_oidc';
const cookiePath = '/v1/auth/oidc';

/** Where a failed single sign-on lands: the login page says why (screens/messages.json, login.sso). */
const toLogin = (reason: 'failed' | 'unknown' | 'noAgency' | 'off') => `/login?sso=${reason}`;

export const oidcRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/auth/providers',
    scope: 'public',
    summary: 'The sign-in methods this installation offers besides email and password.',
    query: validateNoQuery,
    async handler({ services }) {
      return ok({ oidc: Boolean(services.oidc) });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/auth/oidc/start',
    scope: 'public',
    summary: 'Starts single sign-on: redirects to the OpenID Connect provider.',
    answer: { redirect: "To the provider's sign-in page, or back to /login with a reason when single sign-on is off or fails." },
    query: validateNoQuery,
    async handler({ services, request, reply }) {
      if (!services.oidc) return reply.redirect(toLogin('off'));
      try {
        const { url, state } = await services.oidc.start();
        reply.setCookie(stateCookie, state, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure: secureCookie(request), maxAge: 600 });
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on could not start');
        return reply.redirect(toLogin('failed'));
      }
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/auth/oidc/callback',
    scope: 'public',
    summary: 'The OpenID Connect provider sends the browser back here; a known, verified email signs in.',
    answer: { redirect: 'To /dashboard with the session cookies set, or to /login with the reason it failed.' },
    query: validateOidcCallback,
    async handler({ services, request, reply }) {
      if (!services.oidc) return reply.redirect(toLogin('off'));
      reply.clearCookie(stateCookie, { path: cookiePath });
      try {
        const email = await services.oidc.finish(new URL(request.url, services.oidcRedirectUri), request.cookies[stateCookie]);
        const user = await services.sessions.userByEmail(email);
        if (!user) return reply.redirect(toLogin('unknown'));
        const session = await services.sessions.create(user.id);
        if (!session) return reply.redirect(toLogin('noAgency'));
        setSessionCookies(request, reply, session.token, session.csrfToken, session.expiresAt);
        return reply.redirect('/dashboard');
      } catch (error) {
        if (!(error instanceof OidcRefusal)) request.log.warn({ err: error }, 'single sign-on failed');
        reply.clearCookie(csrfCookie, { path: '/' });
        return reply.redirect(toLogin('failed'));
      }
    },
  }),
];
