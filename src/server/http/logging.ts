import type { FastifyRequest } from 'fastify';

const redacted = '[redacted]';

/** A URL with every query value replaced: search terms can be SSNs, names or emails. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = url.slice(at + 1).split('&').filter(Boolean).map((pair) => pair.split('=')[0]);
  return `${url.slice(0, at)}?${keys.map((key) => `${key}=${redacted}`).join('&')}`;
}

/**
 * What a failed request's log line says of its error: the SQL of a failed query but never its
 * bound parameters (drizzle puts them in the message) nor the database's detail (which quotes
 * the values of a key).
 */
export function loggableError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const record = error as Error & { query?: unknown; params?: unknown; code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: error.message.replace(/\nparams: [\s\S]*$/, ''),
    ...(typeof record.code === 'string' ? { code: record.code } : {}),
    ...(typeof record.query === 'string' ? { query: record.query } : {}),
    ...(record.cause ? { cause: loggableError(record.cause) } : {}),
    stack: error.stack?.replace(/\nparams: [\s\S]*?(?=\n {4}at )/, '') ?? '',
  };
}

/** Fastify's logger with secrets and personal data left out of its lines. */
export function loggerOptions(destination?: NodeJS.WritableStream) {
  return {
    ...(destination ? { stream: destination } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        host: request.headers.host,
        remoteAddress: request.ip,
      }),
      err: loggableError,
    },
  };
}
