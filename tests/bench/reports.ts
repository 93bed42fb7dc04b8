/**
 * Reports at scale, on the bench's 100,000 humans, entities, policies and opportunities (PGlite):
 * the dashboard call (GET /v1/knowi/dashboard/user) answered one request after another; a CSV
 * export of 100,000 rows (the humans list, streamed: time to its first byte and to its end, and the
 * server's peak memory above its resting level while it streams); and the CSV import of 10,000
 * humans (preview, then the job to its end). The app runs in this process, listening on a port, so
 * its memory is sampled directly; the database's worker thread counts in the resident set too.
 * In npm run bench; alone: npx tsx tests/bench/reports.ts
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAccount } from '../../scripts/seed';
import { root } from '../../scripts/lib/schemas';
import { buildApp } from '../../src/server/app';
import { createFieldCipher, loadKey } from '../../src/server/crypto/fieldCipher';
import { openDatabase } from '../../src/server/db/client';
import { demoPassword } from '../../src/server/seed/demo';
import { benchHumans, seededDataDir } from './api';
import { percentile, round } from './stats';

export interface ReportsResult {
  database: string;
  /** the dashboard call, one request after another */
  dashboard: { requests: number; p50: number; p95: number; max: number };
  /** the retention and conversion reports over twelve months (one request each, after a warm-up) */
  reportsMs: Record<string, number>;
  /** GET /v1/export/human on every human */
  export: { rows: number; bytes: number; firstByteMs: number; totalMs: number; peakRssMb: number; peakHeapMb: number; restingRssMb: number };
  /** a file of 10,000 humans: preview, then the import job to its end */
  import: { rows: number; previewMs: number; importMs: number };
}

const dashboardRequests = 30;
export const importRows = 10_000;
const mb = (bytes: number) => round(bytes / 2 ** 20, 0);

/** Samples the process's resident set and heap every 20 ms until stopped: the peaks above the level at the start. */
function memoryPeaks() {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  return { stop: () => (clearInterval(timer), { restingRssMb: mb(start.rss), peakRssMb: mb(rss - start.rss), peakHeapMb: mb(heap - start.heapUsed) }) };
}

export async function measureReports(): Promise<ReportsResult> {
  const seeded = await seededDataDir(root);
  // a copy of the seeded database: the import writes 10,000 humans, the kept one stays as seeded
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-desk-reports-bench-'));
  rmSync(dataDir, { recursive: true });
  cpSync(seeded, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  const files = mkdtempSync(join(tmpdir(), 'agency-desk-reports-files-'));
  const { app } = await buildApp({ db: database.db, cipher: createFieldCipher(loadKey(dataDir)), files: { dir: files, maxBytes: 50 * 2 ** 20, linkSecret: randomBytes(32) } });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: benchAccount, password: demoPassword }) });
    const token = ((await signIn.json()) as { resolved: { token: string } }).resolved.token;
    const headers = { authorization: `Bearer ${token}` };
    const timed = async (path: string, init: RequestInit = {}) => {
      const began = performance.now();
      const response = await fetch(`${url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 300)}`);
      return { ms: performance.now() - began, body };
    };

    await timed('/v1/knowi/dashboard/user?dashboard_Code=main');
    const latencies: number[] = [];
    for (let i = 0; i < dashboardRequests; i++) latencies.push((await timed('/v1/knowi/dashboard/user?dashboard_Code=main')).ms);
    const dashboard = { requests: dashboardRequests, p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), max: round(Math.max(...latencies)) };
    console.log(`  dashboard: p50 ${dashboard.p50} ms, p95 ${dashboard.p95} ms over ${dashboardRequests} requests`);

    const reportsMs: Record<string, number> = {};
    for (const report of ['retention', 'conversion', 'production', 'book-of-business']) {
      await timed(`/v1/report/${report}`);
      reportsMs[report] = round((await timed(`/v1/report/${report}`)).ms);
    }
    console.log(`  reports: ${JSON.stringify(reportsMs)}`);

    global.gc?.();
    const memory = memoryPeaks();
    const began = performance.now();
    const response = await fetch(`${url}/v1/export/human`, { headers });
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByteMs) firstByteMs = performance.now() - began;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const totalMs = performance.now() - began;
    const exported = { rows: lines - 1, bytes, firstByteMs: round(firstByteMs), totalMs: round(totalMs, 0), ...memory.stop() };
    console.log(`  export: ${exported.rows} rows, ${mb(bytes)} MB, first byte ${exported.firstByteMs} ms, all ${exported.totalMs} ms, peak +${exported.peakRssMb} MB resident (+${exported.peakHeapMb} MB heap) over ${exported.restingRssMb} MB`);

    const csv = ['First Name,Last Name,Email', ...Array.from({ length: importRows }, (_, i) => `Bench${i},Importer,bench.import${i}@example.test`)].join('\n');
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const preview = await timed('/v1/import/preview', { ...json, body: JSON.stringify({ kind: 'human', csv }) });
    const importBegan = performance.now();
    const started = JSON.parse((await timed('/v1/import/start', { ...json, body: JSON.stringify({ kind: 'human', csv }) })).body).resolved as { import_Job_Id: string };
    for (;;) {
      const job = JSON.parse((await timed(`/v1/import/job?import_Job_Id=${started.import_Job_Id}`)).body).resolved as { status: string; written: number; message: string | null };
      if (job.status === 'failed') throw new Error(`import failed: ${job.message}`);
      if (job.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const imported = { rows: importRows, previewMs: round(preview.ms, 0), importMs: round(performance.now() - importBegan, 0) };
    console.log(`  import: ${importRows} humans, preview ${imported.previewMs} ms, import ${imported.importMs} ms`);
    return { database: 'PGlite (embedded)', dashboard, reportsMs, export: exported, import: imported };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Reports on ${benchHumans.toLocaleString('en-US')} of each record ...`);
  console.log(JSON.stringify(await measureReports(), null, 2));
}
