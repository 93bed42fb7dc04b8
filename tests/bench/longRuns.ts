/**
 * The bench's long runs (issue 23), each in processes of its own: the load (200 simulated staff for
 * 60 s, tests/bench/load.ts) on PGlite and on PostgreSQL, the 10-minute soak on PGlite, and the
 * fuzz at 10,000 cases a database with a new seed each run (npm test runs 1,000 from a fixed seed,
 * DECISIONS 356). BENCH_LONG=0 leaves them out; BENCH_SOAK=0 leaves out the soak alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable } from '../api/helpers/postgres';

export interface LoadRun {
  database: string;
  soak: boolean;
  staff: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  firstErrors: string[];
  cpuMsPerRequest: number;
  httpCpuMsPerRequest: number;
  readBudgetMs: number;
  readsOverBudget: string[];
  routes: { route: string; requests: number; p50: number; p95: number; read: boolean }[];
  rssMb: number[];
  heapMb: number[];
  flat: boolean;
  loadAverage: number;
}

export interface FuzzRun {
  database: string;
  /** the seed the run printed: FUZZ_SEED=<seed> FUZZ_CASES=<cases> repeats it */
  seed: number;
  cases: number;
  requests: number;
  answers: Record<string, number>;
  serverErrors: number;
  passed: boolean;
}

export interface LongRuns {
  load: LoadRun[];
  fuzz: FuzzRun[];
}

export const fuzzCases = 10_000;

/** Runs a command to its end, its output kept (and echoed), with its exit code. */
function run(command: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, { env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function loadRun(env: Record<string, string>): Promise<LoadRun> {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-long-'));
  const file = join(dir, 'load.json');
  try {
    const { code, output } = await run(['node_modules/.bin/tsx', 'tests/bench/load.ts'], { ...env, LOAD_RESULT: file });
    if (!existsSync(file)) throw new Error(`the load run ended (${code}) without its figures:\n${output.slice(-2000)}`);
    return JSON.parse(readFileSync(file, 'utf8')) as LoadRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fuzzRun(database: 'pglite' | 'postgres'): Promise<FuzzRun> {
  const { code, output } = await run(['node_modules/.bin/vitest', 'run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
    API_BACKEND: database,
    FUZZ_CASES: String(fuzzCases),
    FUZZ_SEED: 'random',
  });
  const seed = Number(new RegExp(`fuzz \\(${database}\\): seed (\\d+)`).exec(output)?.[1]);
  const tally = new RegExp(`fuzz \\(${database}\\): (\\d+) requests, answers (\\{[^}]*\\})`).exec(output);
  const answers = tally ? (JSON.parse(tally[2]) as Record<string, number>) : {};
  return {
    database,
    seed,
    cases: fuzzCases,
    requests: Number(tally?.[1] ?? 0),
    answers,
    serverErrors: Object.entries(answers).filter(([status]) => Number(status) >= 500).reduce((n, [, count]) => n + count, 0),
    passed: code === 0,
  };
}

export async function measureLongRuns(step: (text: string) => void): Promise<LongRuns> {
  const load: LoadRun[] = [];
  const fuzz: FuzzRun[] = [];
  if (process.env.BENCH_LONG === '0') return { load, fuzz };
  step('Load: 200 simulated staff for 60 s on PGlite ...');
  load.push(await loadRun({}));
  if (postgresAvailable) {
    step('Load: 200 simulated staff for 60 s on PostgreSQL 15 ...');
    load.push(await loadRun({ LOAD_DB: 'postgres' }));
  }
  if (process.env.BENCH_SOAK !== '0') {
    step('Soak: 200 simulated staff for 10 minutes on PGlite, memory sampled every 10 s ...');
    load.push(await loadRun({ LOAD_SOAK: '1' }));
  }
  for (const database of ['pglite', ...(postgresAvailable ? ['postgres' as const] : [])] as const) {
    step(`Fuzz: ${fuzzCases.toLocaleString('en-US')} cases from the schemas on ${database}, a new seed ...`);
    fuzz.push(await fuzzRun(database));
  }
  return { load, fuzz };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function formatLongRuns({ load, fuzz }: LongRuns): string {
  if (!load.length && !fuzz.length) return 'Long runs: left out (BENCH_LONG=0)';
  const lines = ['Long runs (load, soak and fuzz, each in processes of its own):'];
  for (const l of load) {
    const reads = l.routes.filter((r) => r.read);
    const worst = reads.reduce((a, b) => (b.p95 > a.p95 ? b : a), reads[0]);
    lines.push(
      `  ${l.soak ? 'soak' : 'load'} ${l.database}, ${l.staff} staff for ${l.seconds} s: ${l.requests} requests, ${l.requestsPerSecond} req/s, ${l.errors} errors; server CPU ${l.cpuMsPerRequest} ms a request (HTTP thread ${l.httpCpuMsPerRequest}); load average ${l.loadAverage.toFixed(2)}`,
      ...l.routes.map((r) => `    ${r.route.padEnd(36)} ${String(r.requests).padStart(6)}  p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms`),
      `    reads p95 ≤ ${l.readBudgetMs} ms: worst ${worst ? `${worst.route} ${worst.p95} ms` : '-'} ${verdict(!l.readsOverBudget.length)}; 0 errors ${verdict(!l.errors)}`,
      ...(l.soak ? [`    memory flat (RSS ${l.rssMb[0]} → ${l.rssMb[l.rssMb.length - 1]} MB, heap ${l.heapMb[0]} → ${l.heapMb[l.heapMb.length - 1]} MB): ${verdict(l.flat)}`] : []),
    );
  }
  for (const f of fuzz) {
    lines.push(`  fuzz ${f.database}: ${f.cases.toLocaleString('en-US')} cases (FUZZ_SEED=${f.seed}), ${f.requests} requests, answers ${JSON.stringify(f.answers)}; 0 5xx ${verdict(!f.serverErrors)}; every 400 naming its field ${verdict(f.passed)}`);
  }
  return lines.join('\n');
}
