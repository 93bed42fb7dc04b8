import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

/**
 * Compresses answers above the threshold (JSON, HTML, text) with brotli or gzip, as the request's
 * Accept-Encoding allows (brotli first), adding Vary: Accept-Encoding. Static files carry their own
 * build-time .br/.gz (staticFiles.ts) and pass through. Register before the routes: the plugin hooks
 * each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // the same choice on every Node version (Node 22.15+ would otherwise offer zstd first)
    encodings: ['br', 'gzip'],
    threshold: compressionThreshold,
  });
}
