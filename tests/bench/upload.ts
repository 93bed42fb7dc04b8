/**
 * Upload throughput: a 50 MB file through POST /v1/upload/file over a real HTTP connection (curl in
 * its own process, so the client's memory is not the server's), beside the same bytes posted to two
 * bare Node HTTP servers: one that only reads them (the transport alone: the baseline the budget is
 * set against), one that hashes them (SHA-256) and writes them to a file without an fsync (the least an
 * upload kept by its content address does, as ours does), and one that writes them to a file and fsyncs
 * it before answering, with the server's memory sampled every 10 ms; the four in turns, and our rate as a
 * share of each baseline's. In npm run bench; alone: npx tsx tests/bench/upload.ts [megabytes] [runs]
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, createWriteStream, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase } from '../../src/server/db/client';
import { demoPassword, seedDemo } from '../../src/server/seed/demo';
import { budgets } from './report';
import { median, round } from './stats';

const mb = 1024 * 1024;

export interface UploadResult {
  /** 'POST /v1/upload/file', or a bare server's baseline */
  target: string;
  megabytes: number;
  runs: number;
  /** every run's status (200 expected) */
  statuses: string[];
  /** median over the runs */
  seconds: number;
  mbPerSecond: number;
  /** the process's CPU time (every thread) per megabyte, median over the runs: holds on a busy machine where the rate swings */
  cpuMsPerMB: number;
  /** the main (HTTP) thread's CPU time per megabyte, median over the runs (Linux's schedstat; 0 elsewhere) */
  mainCpuMsPerMB: number;
  /** the most the server process grew by while an upload ran */
  rssGrowthMB: number;
  heapGrowthMB: number;
  buffersGrowthMB: number;
  /** our rate over this one's (1 for ours) */
  oursOver: number;
}

/** The main thread's time on a CPU so far in ms (Linux: its schedstat, in ns; 0 where there is none). */
function mainThreadCpuMs(): number {
  try {
    return Number(readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
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
  const cpu = process.cpuUsage();
  const mainCpu = mainThreadCpuMs();
  const result = await work();
  const mainCpuMs = mainThreadCpuMs() - mainCpu;
  const { user, system } = process.cpuUsage(cpu);
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  return { result, seconds, cpuMs: (user + system) / 1000, mainCpuMs, rssGrowthMB: (peak.rss - start.rss) / mb, heapGrowthMB: (peak.heap - start.heapUsed) / mb, buffersGrowthMB: (peak.external - start.external - start.arrayBuffers) / mb };
}

const curl = (url: string, path: string, token: string) =>
  promisify(execFile)('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code}', '-H', `Authorization: Bearer ${token}`, '-F', `file=@${path};type=application/pdf`, url]);

type Runs = Awaited<ReturnType<typeof measured<{ stdout: string }>>>[];

function summary(target: string, megabytes: number, runs: Runs, ours: Runs): UploadResult {
  const seconds = median(runs.map((r) => r.seconds));
  return {
    target,
    megabytes,
    runs: runs.length,
    statuses: runs.map((r) => r.result.stdout),
    seconds: round(seconds, 2),
    mbPerSecond: round(megabytes / seconds),
    cpuMsPerMB: round(median(runs.map((r) => r.cpuMs)) / megabytes, 2),
    mainCpuMsPerMB: round(median(runs.map((r) => r.mainCpuMs)) / megabytes, 2),
    rssGrowthMB: round(Math.max(...runs.map((r) => r.rssGrowthMB))),
    heapGrowthMB: round(Math.max(...runs.map((r) => r.heapGrowthMB))),
    buffersGrowthMB: round(Math.max(...runs.map((r) => r.buffersGrowthMB))),
    oursOver: round(seconds / median(ours.map((r) => r.seconds)), 2),
  };
}

/**
 * The bare servers: one reads the bytes and drops them; one hashes them on its way to a new file in `dir`; one writes
 * them to a new file and fsyncs it. None parses the multipart body: the bytes are the request's.
 */
function bareServers(dir: string) {
  let n = 0;
  const transport = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('{}'));
  });
  const toFile = (flush: boolean, ...through: Transform[]) => (request: IncomingMessage, response: ServerResponse) => {
    const path = join(dir, `bare-${++n}`);
    pipeline([request, ...through, createWriteStream(path, { flush })]).then(() => {
      rmSync(path);
      response.end('{}');
    }, () => response.destroy());
  };
  const hashing = createServer((request, response) => {
    const hash = createHash('sha256');
    const hashed = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
      flush(done) {
        hash.digest();
        done();
      },
    });
    toFile(false, hashed)(request, response);
  });
  const keeping = createServer(toFile(true));
  return { transport, hashing, keeping };
}

const listening = async (server: ReturnType<typeof createServer>) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
};

/**
 * A fresh file each run (new bytes, new content address): a PDF header and random bytes, written a megabyte at a
 * time, so that no 50 MB buffer is left for the garbage collector to reclaim during the next measurement.
 */
function freshPdf(path: string, megabytes: number) {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, '%PDF-1.7\n');
    for (let i = 0; i < megabytes; i++) writeSync(fd, randomBytes(i === megabytes - 1 ? mb - 9 : mb));
  } finally {
    closeSync(fd);
  }
}

/** Our upload (file-type check, SHA-256, spool to disk, rename into the store, database rows) and the three bare servers, in turns. */
export async function measureUpload(megabytes = 50, runs = 3): Promise<UploadResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'upload-bench-'));
  const database = await openDatabase({});
  const bare = bareServers(work);
  try {
    const cipher = createFieldCipher(randomBytes(32));
    await seedDemo(database.db, cipher);
    const { app } = await buildApp({ db: database.db, cipher, files: { dir: join(work, 'files'), maxBytes: megabytes * mb, linkSecret: randomBytes(32) } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const transportUrl = await listening(bare.transport);
    const hashingUrl = await listening(bare.hashing);
    const keepingUrl = await listening(bare.keeping);
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'csr@harbor.test', password: demoPassword } });
    const token = login.json().resolved.token as string;
    const ours: Runs = [];
    const transport: Runs = [];
    const hashing: Runs = [];
    const keeping: Runs = [];
    const targets: [Runs, string][] = [[ours, `${base}/v1/upload/file`], [transport, transportUrl], [hashing, hashingUrl], [keeping, keepingUrl]];
    for (let run = 1; run <= runs; run++) {
      const path = join(work, `big-${run}.pdf`);
      freshPdf(path, megabytes);
      // each run starts with the next of the four: a collection of the process's heap falls on each alike
      for (let turn = 0; turn < targets.length; turn++) {
        const [measurements, url] = targets[(run + turn) % targets.length];
        measurements.push(await measured(() => curl(url, path, token)));
      }
      rmSync(path);
    }
    await app.close();
    return [
      summary('POST /v1/upload/file', megabytes, ours, ours),
      summary('bare Node HTTP server (baseline)', megabytes, transport, ours),
      summary('bare server, SHA-256 + write', megabytes, hashing, ours),
      summary('bare server, write + fsync', megabytes, keeping, ours),
    ];
  } finally {
    for (const server of Object.values(bare)) server.close();
    await database.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  const before = load();
  const results = await measureUpload(Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 3));
  console.log(`Upload over HTTP (curl); Node ${process.version}; load average ${before} before, ${load()} after`);
  console.table(results);
  const [, transport, hashing, keeping] = results;
  console.log(`ours / bare transport: ${transport.oursOver} (budget ≥ ${budgets.uploadVsBare}: ${transport.oursOver >= budgets.uploadVsBare ? 'met' : 'missed'}); ours / SHA-256 + write: ${hashing.oursOver}; ours / write + fsync: ${keeping.oursOver}`);
}
