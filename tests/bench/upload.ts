/**
 * Upload throughput: a 50 MB file through POST /v1/upload/file over a real HTTP connection (curl in
 * its own process, so the client's memory is not the server's), beside the same bytes posted to a
 * bare Node HTTP server that only reads them (the transport alone: the baseline), with the server's
 * memory sampled every 10 ms. In npm run bench; alone: npx tsx tests/bench/upload.ts [megabytes] [runs]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase } from '../../src/server/db/client';
import { demoPassword, seedDemo } from '../../src/server/seed/demo';
import { median, round } from './stats';

const mb = 1024 * 1024;

export interface UploadResult {
  /** 'POST /v1/upload/file', or the bare server's baseline */
  target: string;
  megabytes: number;
  runs: number;
  /** every run's status (200 expected) */
  statuses: string[];
  /** median over the runs */
  seconds: number;
  mbPerSecond: number;
  /** the most the server process grew by while an upload ran */
  rssGrowthMB: number;
  heapGrowthMB: number;
  buffersGrowthMB: number;
}

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
  return { result, seconds, rssGrowthMB: (peak.rss - start.rss) / mb, heapGrowthMB: (peak.heap - start.heapUsed) / mb, buffersGrowthMB: (peak.external - start.external - start.arrayBuffers) / mb };
}

const curl = (url: string, path: string, token: string) =>
  promisify(execFile)('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code}', '-H', `Authorization: Bearer ${token}`, '-F', `file=@${path};type=application/pdf`, url]);

function summary(target: string, megabytes: number, runs: Awaited<ReturnType<typeof measured<{ stdout: string }>>>[]): UploadResult {
  const seconds = median(runs.map((r) => r.seconds));
  return {
    target,
    megabytes,
    runs: runs.length,
    statuses: runs.map((r) => r.result.stdout),
    seconds: round(seconds, 2),
    mbPerSecond: round(megabytes / seconds),
    rssGrowthMB: round(Math.max(...runs.map((r) => r.rssGrowthMB))),
    heapGrowthMB: round(Math.max(...runs.map((r) => r.heapGrowthMB))),
    buffersGrowthMB: round(Math.max(...runs.map((r) => r.buffersGrowthMB))),
  };
}

/** Our upload (file-type check, SHA-256, spool to disk, rename into the store, database rows) and the bare transport, in turns. */
export async function measureUpload(megabytes = 50, runs = 3): Promise<UploadResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'upload-bench-'));
  const database = await openDatabase({});
  const bare = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('{}'));
  });
  try {
    const cipher = createFieldCipher(randomBytes(32));
    await seedDemo(database.db, cipher);
    const { app } = await buildApp({ db: database.db, cipher, files: { dir: join(work, 'files'), maxBytes: megabytes * mb, linkSecret: randomBytes(32) } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'csr@harbor.test', password: demoPassword } });
    const token = login.json().resolved.token as string;
    const ours = [];
    const transport = [];
    for (let run = 1; run <= runs; run++) {
      // a fresh file each run (new bytes, new content address): a PDF header and random bytes
      const path = join(work, `big-${run}.pdf`);
      writeFileSync(path, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(megabytes * mb - 9)]));
      ours.push(await measured(() => curl(`${base}/v1/upload/file`, path, token)));
      transport.push(await measured(() => curl(bareUrl, path, token)));
      rmSync(path);
    }
    await app.close();
    return [summary('POST /v1/upload/file', megabytes, ours), summary('bare Node HTTP server (baseline)', megabytes, transport)];
  } finally {
    bare.close();
    await database.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureUpload(Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 3));
  console.log(`Upload over HTTP (curl); Node ${process.version}`);
  console.table(results);
}
