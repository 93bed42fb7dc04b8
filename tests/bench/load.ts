/**
 * Load: N simulated staff (default 200) for a while (default 60 s) against the server started as
 * its own process on a fresh demo database; this process is the load generator. Each staff member
 * signs in, then loops: lists, searches, a form's reference lists, a record's details, uploads, and
 * 30 % writes (adds and edits), each after a short think time. Prints requests per second, p50/p95
 * per route and every error (the run fails on any), and fails when a read's p95 is over the budget
 * (300 ms). The server's memory (RSS, and the JavaScript heap it reports) is sampled every 10 s;
 * LOAD_SOAK=1 runs 10 minutes, a soak, and fails unless memory stays flat (DECISIONS 336).
 * LOAD_DB=postgres runs the server on a PostgreSQL 15 cluster of its own (DATABASE_URL=... on one
 * you give: it must be empty, the server seeds it); LOAD_PROFILE=1 records the
 * server's CPU (each thread's, the PGlite worker's too) and prints where its time went
 * (LOAD_PROFILE_KEEP=DIR keeps the .cpuprofile files there).
 *   npx tsx tests/bench/load.ts [staff] [seconds]
 * LOAD_RESULT=FILE writes the figures there as JSON (npm run bench's long runs read them).
 * Bench only: not part of npm test.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/helpers/server';
import { stoppablePostgres } from '../api/sweep/stoppablePostgres';
import { median, percentile, round } from './stats';
import { cpuPerRequest, launchServer } from './serverProcess';

const soak = process.env.LOAD_SOAK === '1';
const staff = Number(process.argv[2]) || 200;
const seconds = Number(process.argv[3]) || (soak ? 600 : 60);
const thinkMs = 1000;
const accounts = ['admin@harbor.test', 'csr@harbor.test'];
/** DESIGN.md's budget for a read under load (issue 23) */
const readBudgetMs = 300;
const profile = process.env.LOAD_PROFILE === '1';
const postgres = process.env.LOAD_DB === 'postgres' ? await stoppablePostgres() : undefined;
const databaseUrl = postgres?.url ?? process.env.DATABASE_URL;
/** Flat memory (DECISIONS 336): the last third's median of the samples at most this far above the first third's. */
const flatWithinPercent = 10;
/** The server's heap as it reports it every 10 s (a line on its stdout, from this module loaded before it). */
const heapReporter = `data:text/javascript,setInterval(() => process.stdout.write('load-bench heap ' + process.memoryUsage().heapUsed + '\\n'), 10000).unref()`;

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-desk-load-'));
  const port = await freePort();
  const entry = ['--import', heapReporter, '--import', 'tsx', 'src/server/main.ts'];
  const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  // a profile covers the load, not the demo data's seeding: a first start seeds, the second is profiled
  if (profile) await (await launchServer({ entry, port, env })).stop();
  const heap = { mb: NaN };
  const server = await launchServer({ entry, port, env, profileDir: profile ? join(dataDir, 'profile') : undefined }, (text) => {
    for (const [, bytes] of text.matchAll(/load-bench heap (\d+)/g)) heap.mb = Number(bytes) / 2 ** 20;
  });
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const stop = async () => {
    await server.stop(process.env.LOAD_PROFILE_KEEP);
    rmSync(dataDir, { recursive: true, force: true });
    postgres?.remove();
  };
  return { url: server.url, rssMb, heapMb: () => heap.mb, cpuSeconds: server.cpuSeconds, stop };
}

type Timing = { route: string; ms: number; status: number };
const timings: Timing[] = [];
const errors: string[] = [];

async function timed(base: string, route: string, method: string, path: string, token: string, body?: BodyInit, type = 'application/json') {
  const started = performance.now();
  // a form's body carries its own content type (with its boundary)
  const response = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body && type ? { 'content-type': type } : {}) }, body });
  const text = await response.text();
  timings.push({ route, ms: performance.now() - started, status: response.status });
  if (response.status >= 400) errors.push(`${route} ${response.status} ${text.slice(0, 200)}`);
  return response.status < 400 ? JSON.parse(text).resolved : undefined;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One session per demo account, shared by the staff signed in as it (the sign-in throttle counts attempts per address). */
async function signIn(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo-password-1' }) });
  const answer = await login.json();
  if (login.status !== 200) throw new Error(`sign-in ${email}: ${login.status} ${answer.responseMessage}`);
  return answer.resolved.token;
}

async function member(base: string, n: number, token: string, until: number) {
  const pdf = Buffer.from(`%PDF-1.4\n% staff ${n}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  let humanIds: string[] = [];
  await sleep(Math.random() * thinkMs);
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) {
      // writes: a new human, or an edit of one read
      if (roll < 0.2 || !humanIds.length) await timed(base, 'POST /v1/humans/upsert', 'POST', '/v1/humans/upsert', token, JSON.stringify({ human: { first_Name: 'Load', last_Name: `Staff${n}x${Date.now() % 1e6}` } }));
      else {
        const id = pick(humanIds);
        const human = await timed(base, 'GET /v1/humans/details', 'GET', `/v1/humans/details?human_Reference_Id=${id}`, token);
        if (human) await timed(base, 'POST /v1/humans/update', 'POST', '/v1/humans/update', token, JSON.stringify({ human_Reference_Id: id, to_Update: { human: { first_Name: human.first_Name, last_Name: human.last_Name, preferred_Name: `P${n}` } } }));
      }
    } else if (roll < 0.55) {
      const page = await timed(base, 'GET /v1/humans/search', 'GET', `/v1/humans/search?limit=15&page=${1 + Math.floor(Math.random() * 3)}`, token);
      humanIds = (page?.humans ?? []).map((h: { reference_Id: string }) => h.reference_Id);
    } else if (roll < 0.7) await timed(base, 'GET /v1/humans/search?search', 'GET', `/v1/humans/search?search=${pick(['an', 'mar', 'john', 'lee', 'smi'])}`, token);
    else if (roll < 0.8) await timed(base, 'GET /v1/policy/list', 'GET', '/v1/policy/list?limit=15', token);
    else if (roll < 0.88) await timed(base, 'GET /v1/reference', 'GET', '/v1/reference?codelist=State', token);
    else if (roll < 0.96) await timed(base, 'GET /v1/knowi/dashboard/user', 'GET', '/v1/knowi/dashboard/user', token);
    else {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `load-${n}.pdf`);
      await timed(base, 'POST /v1/upload/file', 'POST', '/v1/upload/file', token, form, '');
    }
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}

/** A memory series' summary and whether it stayed flat: the last third's median against the first third's. */
function flatness(name: string, samples: number[]) {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const [first, last] = [median(samples.slice(0, third)), median(samples.slice(-third))];
  const growth = (100 * (last - first)) / first;
  const flat = growth <= flatWithinPercent;
  console.log(`  ${name} (MB), ${samples.length} samples: min ${round(Math.min(...samples), 0)}, first third's median ${round(first, 0)}, last third's ${round(last, 0)} (${growth >= 0 ? '+' : ''}${round(growth)} %), max ${round(Math.max(...samples), 0)}: ${flat ? 'flat' : `not flat (over +${flatWithinPercent} %)`}`);
  return flat;
}

const server = await startServer();
try {
  const memory: number[] = [server.rssMb()];
  const heap: number[] = [];
  const sampler = setInterval(() => {
    memory.push(server.rssMb());
    if (!Number.isNaN(server.heapMb())) heap.push(server.heapMb());
  }, 10_000);
  const cpuBefore = server.cpuSeconds();
  const started = Date.now();
  const until = started + seconds * 1000;
  const tokens = await Promise.all(accounts.map((email) => signIn(server.url, email)));
  await Promise.all(Array.from({ length: staff }, (_, n) => member(server.url, n, tokens[n % tokens.length], until)));
  clearInterval(sampler);
  const cpuAfter = server.cpuSeconds();
  memory.push(server.rssMb());
  const elapsed = (Date.now() - started) / 1000;
  const cpuMs = cpuPerRequest(cpuBefore, cpuAfter, timings.length);
  const perRoute = [...new Set(timings.map((t) => t.route))].sort().map((route) => {
    const ms = timings.filter((t) => t.route === route).map((t) => t.ms);
    return { route, requests: ms.length, p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)), read: route.startsWith('GET ') };
  });
  console.log(`${staff} staff for ${round(elapsed)} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${timings.length} requests, ${round(timings.length / elapsed)} req/s, ${errors.length} errors`);
  console.log(`  server CPU per request: ${cpuMs.all} ms, of which the HTTP thread ${cpuMs.http} ms (load average ${loadavg().map((n) => round(n)).join(' ')})`);
  const overBudget: string[] = [];
  for (const { route, requests, p50, p95, read } of perRoute) {
    if (read && p95 > readBudgetMs) overBudget.push(`${route} p95 ${p95} ms`);
    console.log(`  ${route.padEnd(36)} ${String(requests).padStart(6)}  p50 ${String(p50).padStart(7)} ms  p95 ${String(p95).padStart(7)} ms${read && p95 > readBudgetMs ? `  over the ${readBudgetMs} ms budget` : ''}`);
  }
  if (overBudget.length) {
    console.log(`  reads over the p95 budget of ${readBudgetMs} ms: ${overBudget.join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`  server memory (RSS, MB): ${memory.map((m) => round(m, 0)).join(' ')}`);
  console.log(`  server heap (MB): ${heap.map((m) => round(m, 0)).join(' ')}`);
  const flat = [flatness('RSS', memory), flatness('heap', heap)].every(Boolean);
  if (soak && !flat) process.exitCode = 1;
  for (const error of errors.slice(0, 20)) console.log(`  error: ${error}`);
  if (errors.length) process.exitCode = 1;
  if (process.env.LOAD_RESULT) {
    writeFileSync(process.env.LOAD_RESULT, JSON.stringify({
      database: databaseUrl ? 'PostgreSQL' : 'PGlite', soak, staff, seconds: round(elapsed), requests: timings.length, requestsPerSecond: round(timings.length / elapsed),
      errors: errors.length, firstErrors: errors.slice(0, 5), cpuMsPerRequest: cpuMs.all, httpCpuMsPerRequest: cpuMs.http, readBudgetMs, readsOverBudget: overBudget,
      routes: perRoute, rssMb: memory.map((m) => round(m, 0)), heapMb: heap.map((m) => round(m, 0)), flat, loadAverage: loadavg()[0],
    }, null, 1));
  }
} finally {
  await server.stop();
}
