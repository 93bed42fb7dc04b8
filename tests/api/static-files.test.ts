import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionThreshold, syncCompressionLimit } from '../../src/server/http/compression';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

const year = 'public, max-age=31536000, immutable';
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Agency Desk</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div><noscript>${'Agency Desk needs JavaScript. '.repeat(40)}</noscript></body>
</html>
`;
/** A build manifest as Vite writes it: the login screen imports a shared chunk. */
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, dynamicImports: ['screens/LoginPage.tsx', 'screens/ListPage.tsx'] },
  'screens/LoginPage.tsx': { file: 'assets/LoginPage-abc123.js', isDynamicEntry: true, imports: ['_shared-abc123.js', 'index.html'] },
  'screens/ListPage.tsx': { file: 'assets/ListPage-abc123.js', isDynamicEntry: true, imports: ['_shared-abc123.js', 'index.html'] },
  '_shared-abc123.js': { file: 'assets/shared-abc123.js' },
};

/** A built front end in a temporary folder: index.html, the build manifest, and assets with their .br and .gz. */
function buildFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const file of ['x-abc123.js', 'pdf.worker.min-abc123.mjs', 'index-abc123.js', 'LoginPage-abc123.js', 'ListPage-abc123.js', 'shared-abc123.js']) {
    writeFileSync(join(dir, 'assets', file), script);
  }
  writeFileSync(join(dir, 'assets/x-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/x-abc123.js.gz'), gzipSync(script));
  return dir;
}

const headersOf = (r: { headers: IncomingHttpHeaders | LightMyRequestResponse['headers'] }) => {
  const { date: _date, 'keep-alive': _keepAlive, connection: _connection, ...rest } = r.headers;
  return rest;
};
const decoded = (r: LightMyRequestResponse) => {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(r.rawPayload).toString();
  return r.body;
};

describe('static files, pages and compression', () => {
  let t: TestApp;
  let dir: string;
  let admin: Session;
  beforeAll(async () => {
    dir = buildFixture();
    t = await startApp(backends[0], { staticDir: dir });
    admin = await t.login('admin@harbor.test');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

  describe('build-time compressed assets', () => {
    it('sends the .br file to a browser that accepts brotli', async () => {
      const r = await get('/assets/x-abc123.js', 'gzip, deflate, br, zstd');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.rawPayload).toEqual(brotliCompressSync(script));
      expect(decoded(r)).toBe(script);
    });

    it('sends the .gz file when only gzip is accepted, or brotli is refused', async () => {
      for (const accept of ['gzip', 'br;q=0, gzip']) {
        const r = await get('/assets/x-abc123.js', accept);
        expect(r.headers['content-encoding'], accept).toBe('gzip');
        expect(r.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(r)).toBe(script);
      }
    });

    it('sends the file as it is without Accept-Encoding, still saying it varies by it', async () => {
      const r = await get('/assets/x-abc123.js');
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.body).toBe(script);
    });

    it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
      for (const accept of [undefined, 'gzip', 'br']) {
        expect((await get('/assets/x-abc123.js', accept)).headers['cache-control'], accept).toBe(year);
      }
    });

    it("leaves a document's policies off a hashed asset, and keeps them on a page and on a worker's script", async () => {
      const asset = (await get('/assets/x-abc123.js', 'br')).headers;
      expect(asset).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin', 'referrer-policy': 'no-referrer' });
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security']) expect(asset[name], name).toBeUndefined();
      for (const url of ['/assets/pdf.worker.min-abc123.mjs', '/human/add']) {
        const headers = (await get(url)).headers;
        expect(headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(headers['permissions-policy'], url).toContain('camera=()');
        expect(headers['x-frame-options'], url).toBe('DENY');
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      for (const accept of [undefined, 'br']) {
        const [head, full] = [await get('/assets/x-abc123.js', accept, 'HEAD'), await get('/assets/x-abc123.js', accept)];
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        expect(headersOf(head)).toEqual(headersOf(full));
        expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
      }
    });

    it('does not serve the .br and .gz files, the build manifest or a missing asset by name', async () => {
      for (const url of ['/assets/x-abc123.js.br', '/assets/x-abc123.js.gz', '/.vite/manifest.json', '/assets/gone-123.js']) {
        const r = await get(url, 'br');
        expect(r.statusCode, url).toBe(404);
        expect(r.headers['content-type'], url).toMatch(/^application\/json/);
      }
    });
  });

  describe('app pages', () => {
    it('answers index.html for the app routes, revalidated on every load', async () => {
      // an invitation's token is a JWT: its last part after a dot may be letters and digits only, as a file's extension is
      for (const url of ['/', '/login', '/human', '/human/add', '/human/123/edit', '/no-such-page', '/index.html', '/invitation/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.T6hWVKhlUKn25eRdOWFP8RbbQCQKJDccdLz6yBMsMgg']) {
        const r = await get(url);
        expect(r.statusCode, url).toBe(200);
        expect(r.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(r.headers['cache-control'], url).toBe('no-cache');
        expect(r.body, url).toContain('<div id="root"></div>');
      }
    });

    // over a socket: the route answers HEAD as GET and Node leaves the body out (an injected HEAD carries it with light-my-request 6.6)
    it('answers HEAD on an app route with the headers of GET and no body', async () => {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const over = (url: string, accept: string | undefined, method: 'GET' | 'HEAD') => new Promise<{ status?: number; headers: IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
        const sent = httpRequest(`${base}${url}`, { method, headers: accept === undefined ? {} : { 'accept-encoding': accept } }, (answer) => {
          let bytes = 0;
          answer.on('data', (chunk: Buffer) => { bytes += chunk.length; });
          answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, bytes }));
        });
        sent.on('error', reject).end();
      });
      for (const url of ['/human', '/login']) {
        for (const accept of [undefined, 'gzip, br']) {
          const [head, full] = [await over(url, accept, 'HEAD'), await over(url, accept, 'GET')];
          expect(head.status, url).toBe(200);
          expect(head.bytes, url).toBe(0);
          expect(full.bytes, url).toBeGreaterThan(0);
          expect(headersOf(head), url).toEqual(headersOf(full));
        }
      }
    });

    it('compresses a page above the threshold and answers a current ETag with 304', async () => {
      const r = await get('/human/add', 'gzip, deflate, br');
      expect(Buffer.byteLength(decoded(r))).toBeGreaterThan(compressionThreshold);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      const again = await get('/human/add', 'gzip, deflate, br', 'GET', { 'if-none-match': String(r.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get('/human/add', 'br', 'GET', { 'if-none-match': 'W/"old"' })).statusCode).toBe(200);
    });

    it('names the chunks and API answers of the route\'s first load', async () => {
      const login = (await get('/login')).body;
      expect(login).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginPage-abc123.js">');
      expect(login).toContain('href="/assets/shared-abc123.js"');
      expect(login).not.toContain('ListPage');
      expect(login).not.toContain('as="fetch"');
      // the entry script is named once, by Vite's own tag
      expect(login.match(/index-abc123\.js/g)).toHaveLength(1);

      const list = (await get('/human')).body;
      expect(list).toContain('href="/assets/ListPage-abc123.js"');
      expect(list).not.toContain('LoginPage');
      expect(list).toContain('<link rel="preload" as="fetch" crossorigin href="/v1/auth/session">');
      expect(list).toContain('<link rel="preload" as="fetch" crossorigin href="/v1/humans/search?page=1&amp;limit=15&amp;sort=asc&amp;sortKey=name">');

      // a detail page waits for its record: read by the path's id, as the page spells it
      const detail = (await get('/opportunity/85557ea3-bc89-4668-8aae-72ed76a8d134')).body;
      expect(detail).toContain('<link rel="preload" as="fetch" crossorigin href="/v1/opportunity?opportunity_Reference_Id=85557ea3-bc89-4668-8aae-72ed76a8d134">');
      expect((await get('/opportunity/a%20%22b')).body).toContain('href="/v1/opportunity?opportunity_Reference_Id=a%20%22b"');
      expect((await get('/opportunity/%E0%A4%A')).body).not.toContain('opportunity_Reference_Id');
    });

    it('keeps /v1/ paths and file names out of the app: unknown ones answer the JSON 404', async () => {
      for (const [method, url] of [['GET', '/v1/nothing-here'], ['HEAD', '/v1/nothing-here'], ['GET', '/favicon.ico'], ['POST', '/human']] as const) {
        const r = await t.app.inject({ method, url });
        expect(r.statusCode, `${method} ${url}`).toBe(404);
        expect(r.headers['content-type'], url).toMatch(/^application\/json/);
        if (method !== 'HEAD') expect(r.json(), url).toMatchObject({ responseCode: 404, resolved: null });
      }
    });
  });

  describe('API answers', () => {
    const search = (limit: number, acceptEncoding?: string) =>
      t.as(admin.token, { method: 'GET', url: `/v1/humans/search?limit=${limit}&page=1`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    it('compresses an answer above the threshold with brotli or gzip, as accepted', async () => {
      const plain = await search(100);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);
      for (const [accept, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']]) {
        const r = await search(100, accept);
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-encoding'], accept).toBe(encoding);
        expect(r.headers.vary).toMatch(/accept-encoding/i);
        expect(r.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decoded(r))).toEqual(plain.json());
      }
    });

    it('sends a compressed page whole with its length, not as a chunked stream', async () => {
      const plain = await search(100);
      const r = await search(100, 'gzip, deflate, br');
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['transfer-encoding']).toBeUndefined();
      expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
      expect(JSON.parse(decoded(r))).toEqual(plain.json());
      // over the plugin's own limit on two cores (8 KB), under ours
      expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
      expect(plain.rawPayload.length).toBeLessThan(syncCompressionLimit);
    });

    it('sends an answer below the threshold as it is', async () => {
      const r = await t.as(admin.token, { method: 'GET', url: '/v1/auth/session', headers: { 'accept-encoding': 'gzip, br' } });
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.length).toBeLessThan(compressionThreshold);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.json().resolved.user.email).toBe('admin@harbor.test');
    });
  });
});
