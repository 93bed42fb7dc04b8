import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appPages, routeFor } from './appPage.ts';

/** Hashed build output: a new build gives new names, so a copy never goes stale. */
export const immutableAsset = 'public, max-age=31536000, immutable';
/** index.html and the app's pages: revalidated on every load, so a deploy is picked up at once. */
export const revalidate = 'no-cache';

/**
 * What a document's headers say that a hashed script, style, font or image has no use for: the page's
 * policies (CSP, framing, features, the opener, HSTS, which every document answer carries) bind the
 * document that loads it, not the file. ~0.8 KB an asset: a page of 30 chunks loads ~25 KB less on a phone.
 * A worker's script keeps them all (its response's CSP is the worker's), and every file keeps `nosniff`,
 * its cross-origin resource policy and the referrer policy (a style sheet's requests follow its own).
 */
const documentOnly = [
  'content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster',
  'strict-transport-security', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];
const isWorker = (path: string) => /\.worker\b/.test(path);

/**
 * Paths under these, and paths naming a file (/favicon.ico, /robots.txt) that no route of the app
 * matches, are never app pages: an unknown one answers the JSON 404. A route's parameter may hold a
 * dot (an invitation link's token is a JWT: three parts joined by dots).
 */
const notPages = ['/v1/', '/assets/', '/docs'];
const namesAFile = (path: string) => /\/[^/]*\.[a-z0-9]+$/i.test(path) && !routeFor(path);

/**
 * The built front end. Files are served from `staticDir` with their build-time .br/.gz chosen by
 * Accept-Encoding (Vary: Accept-Encoding); hashed files under assets/ are cached for a year, the
 * rest revalidated. Any other GET or HEAD of a page path answers the app's page (the client routes it),
 * with the chunks of that route's first load preloaded (appPage.ts). Does nothing when `staticDir`
 * has no index.html.
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string | undefined): Promise<boolean> {
  if (!staticDir || !existsSync(join(staticDir, 'index.html'))) return false;
  const assets = join(staticDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: staticDir,
    // a GET and HEAD route per file, found at start; dotfiles (.vite/) are not served
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      const asset = path.startsWith(assets);
      reply.header('cache-control', asset ? immutableAsset : revalidate);
      if (asset && !isWorker(path)) for (const name of documentOnly) reply.removeHeader(name);
    },
  });

  const pages = appPages(staticDir);
  // HEAD as a method of this route, not Fastify's derived HEAD route: that one ends the answer before
  // compression, so its headers would differ from GET's. Node sends no body for HEAD.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: (request, reply) => {
    const path = request.url.split('?')[0];
    if (notPages.some((prefix) => path.startsWith(prefix)) || namesAFile(path)) return reply.callNotFound();
    const page = pages(path);
    reply.header('cache-control', revalidate).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  } });
  return true;
}
