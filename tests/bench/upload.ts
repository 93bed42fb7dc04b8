/**
 * Upload throughput: a 50 MB file through POST /v1/upload/file over a real HTTP connection (curl in
 * its own process, so the client's memory is not the server's) and through inject, with the
 * server's memory sampled every 10 ms. Run: npx tsx tests/bench/upload.ts [megabytes] [runs]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase } from '../../src/server/db/client';
import { demoPassword, seedDemo } from '../../src/server/seed/demo';
import { multipart } from '../api/helpers/multipart';

const megabytes = Number(process.argv[2] ?? 50);
const runs = Number(process.argv[3] ?? 3);
const mb = 1024 * 1024;

/** Runs `work` while sampling the process's memory; answers its duration and the peak growth over the start. */
async function measured<T>(work: () => Promise<T>) {
  globalThis.gc?.();
  const start = process.memoryUsage();
  const peak = { rss: start.rss, heap: start.heapUsed, external: start.external + start.arrayBuffers };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
    peak.external = Math.max(peak.external, now.external + now.arrayBuffers);
  }, 10);
  const began = performance.now();
  const result = await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  return {
    result,
    seconds,
    rssGrowthMB: (peak.rss - start.rss) / mb,
    heapGrowthMB: (peak.heap - start.heapUsed) / mb,
    buffersGrowthMB: (peak.external - start.external - start.arrayBuffers) / mb,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

const work = mkdtempSync(join(tmpdir(), 'upload-bench-'));
const database = await openDatabase({});
const cipher = createFieldCipher(randomBytes(32));
await seedDemo(database.db, cipher);
const { app } = await buildApp({ db: database.db, cipher, files: { dir: join(work, 'files'), maxBytes: megabytes * mb, linkSecret: randomBytes(32) } });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'csr@harbor.test', password: demoPassword } });
const token = login.json().resolved.token as string;

const rows: Record<string, unknown>[] = [];
for (let run = 1; run <= runs; run++) {
  // a fresh file each run (new bytes, new content address): a PDF header and random bytes
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(megabytes * mb - 9)]);
  const path = join(work, `big-${run}.pdf`);
  writeFileSync(path, bytes);
  const http = await measured(() =>
    promisify(execFile)('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code}', '-H', `Authorization: Bearer ${token}`, '-F', `file=@${path};type=application/pdf`, `${base}/v1/upload/file`]),
  );
  rows.push({ via: 'HTTP (curl)', run, status: http.result.stdout, seconds: round(http.seconds), 'MB/s': round(megabytes / http.seconds), 'rss +MB': round(http.rssGrowthMB), 'heap +MB': round(http.heapGrowthMB), 'buffers +MB': round(http.buffersGrowthMB) });

  const body = multipart([{ name: 'file', filename: `inject-${run}.pdf`, content: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(megabytes * mb - 9)]) }]);
  const injected = await measured(() => app.inject({ method: 'POST', url: '/v1/upload/file', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } }));
  rows.push({ via: 'inject', run, status: String(injected.result.statusCode), seconds: round(injected.seconds), 'MB/s': round(megabytes / injected.seconds), 'rss +MB': round(injected.rssGrowthMB), 'heap +MB': round(injected.heapGrowthMB), 'buffers +MB': round(injected.buffersGrowthMB) });
  rmSync(path);
}
console.log(`Upload of ${megabytes} MB (file-type check, SHA-256, spool to disk, rename into the store, PGlite rows); Node ${process.version}`);
console.table(rows);
await app.close();
await database.close();
rmSync(work, { recursive: true, force: true });
