import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Features the app never uses; a page of ours cannot be made to ask for them. */
const permissionsPolicy = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'usb=()', 'interest-cohort=()',
].join(', ');

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets with these options, written once: none of them depends on the request
 * (no nonces). @fastify/helmet (used before) built helmet's middlewares anew on every request, CSP parsing
 * included, in two hooks (DECISIONS 392).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer: a strict Content-Security-Policy, no framing (DENY agrees with
 * frame-ancestors 'none'), a Permissions-Policy; and `no-store` on every API answer unless its
 * route says otherwise, since most carry personal data.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = { ...securityHeaders(), 'permissions-policy': permissionsPolicy };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
