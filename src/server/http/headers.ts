import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Features the app never uses; a page of ours cannot be made to ask for them. */
const permissionsPolicy = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'usb=()', 'interest-cohort=()',
].join(', ');

/**
 * Security headers on every answer: a strict Content-Security-Policy, no framing (DENY agrees with
 * frame-ancestors 'none'), a Permissions-Policy; and `no-store` on every API answer unless its
 * route says otherwise, since most carry personal data.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
