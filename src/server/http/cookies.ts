import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** AppOptions.secureCookies: every cookie carries Secure (PUBLIC_URL is https) */
    secureCookies: boolean;
  }
}

/** Cookies carry Secure when the installation is public over https, whatever the proxy in front says. */
export function registerCookieSecurity(app: FastifyInstance, secureCookies: boolean): void {
  app.decorate('secureCookies', secureCookies);
}

/** Secure for this request's cookies: https is the public address, or the request came over https. */
export function secureCookie(request: FastifyRequest): boolean {
  return request.server.secureCookies === true || request.protocol === 'https';
}
