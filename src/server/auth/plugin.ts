import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../composition/services.ts';
import { HttpError } from '../http/errors.ts';
import { serverTexts } from '../texts.ts';
import { isReferenceId } from '../http/ids.ts';

export const sessionCookie = 'ad_session';
export const csrfCookie = 'ad_csrf';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const csrfExempt = new Set(['/v1/auth/login', '/v1/redirection']);

function credentials(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  // the scheme's name is case-insensitive (RFC 9110, 11.1)
  const bearer = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  if (bearer) return { token: bearer[1], via: 'bearer' };
  const cookie = request.cookies[sessionCookie];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** Resolves the session (cookie or bearer) into request.auth and checks CSRF on cookie writes. */
export function registerAuth(app: FastifyInstance, services: Services): void {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    const found = credentials(request);
    if (!found) return;
    const tenantHeader = request.headers['tenant-authorization'];
    const requestedTenant = typeof tenantHeader === 'string' && tenantHeader ? tenantHeader : undefined;
    if (requestedTenant && !isReferenceId(requestedTenant)) {
      throw new HttpError(400, serverTexts.tenantHeaderNotId);
    }
    const resolved = await services.sessions.resolve(found.token, found.via, requestedTenant);
    if (!resolved) return;
    if (!resolved.auth) throw new HttpError(403, serverTexts.notTenantMember);
    const path = request.url.split('?')[0];
    if (found.via === 'cookie' && !safeMethods.has(request.method) && !csrfExempt.has(path)) {
      if (request.headers['x-csrf-token'] !== resolved.session.csrfToken) {
        throw new HttpError(403, serverTexts.missingCsrf);
      }
    }
    request.auth = resolved.auth;
  });
}
