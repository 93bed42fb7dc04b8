/**
 * `npm test`: every layer a change can break, one after another (the first failure stops the run),
 * single-threaded steps two at a time (typecheck beside the checks and lint, the two API databases in
 * a process each, the journeys' build and data beside the API's longer half), and each step's and
 * layer's time printed at the end.
 * `tsx scripts/test.ts api e2e` runs only the layers named.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable } from '../tests/api/helpers/postgres.ts';

interface Step {
  label: string;
  command: string[];
  env?: Record<string, string>;
}

/** Steps one after another; the lanes of a group run at once. */
type Lane = Step[];

const asked = process.argv.slice(2);
const vitest = ['node_modules/.bin/vitest', 'run'];
const runs = (layer: string) => !asked.length || asked.includes(layer);

/**
 * What the journeys need before they start: Chromium, and the app built (without generating
 * src/generated again when the static layer has just proved it current; brotli at a quick level:
 * the compressed files' size matters to a user, not to a test on this machine).
 */
const journeysNeed: Lane = [
  { label: 'Chromium', command: ['node_modules/.bin/tsx', 'scripts/ensure-chromium.ts'] },
  runs('static')
    ? { label: 'build', command: ['node_modules/.bin/vite', 'build', '--logLevel', 'warn'], env: { BROTLI_QUALITY: '5' } }
    : { label: 'build', command: ['npm', 'run', '--silent', 'build'], env: { BROTLI_QUALITY: '5' } },
];
/** The journeys' build runs beside the API tests when both layers run (PostgreSQL's half ends first and leaves a core idle). */
const buildBesideApi = runs('api') && runs('e2e');
/**
 * There too: the server bundled and the journeys' demo data seeded by its first start (else the e2e
 * global setup does it while a core waits).
 */
const journeysData = join(tmpdir(), `agency-desk-e2e-seeded-${process.pid}`);
if (buildBesideApi) journeysNeed.push({ label: "journeys' data", command: ['node_modules/.bin/tsx', 'tests/e2e/helpers/prepare.ts', journeysData] });

const pglite: Step = { label: 'API on PGlite', command: [...vitest, '--project', 'api'], env: { API_BACKEND: 'pglite' } };
const postgres: Step = { label: 'API on PostgreSQL', command: [...vitest, '--project', 'api'], env: { API_BACKEND: 'postgres' } };

const layers: Record<string, Lane[][]> = {
  // the typecheck is the longest step (~37 s on two quiet cores): lint and the two checks run beside it
  static: [
    [
      [{ label: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] }],
      [
        { label: 'schemas and manifests', command: ['npm', 'run', '--silent', 'check'] },
        { label: 'generated files', command: ['npm', 'run', '--silent', 'check:generated'] },
        { label: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
      ],
    ],
  ],
  unit: [[[{ label: 'unit and widgets', command: [...vitest, '--project', 'unit*', '--project', 'widgets*'] }]]],
  api: [
    [
      [pglite],
      [...(postgresAvailable ? [postgres] : []), ...(buildBesideApi ? journeysNeed : [])],
    ].filter((lane) => lane.length),
  ],
  e2e: [...(buildBesideApi ? [] : journeysNeed.map((step) => [[step]])), [[{ label: 'browser journeys', command: [...vitest, '--project', 'e2e'], env: buildBesideApi ? { E2E_SEEDED_DIR: journeysData } : {} }]]],
};

/** Runs one step; steps run at once have their lines prefixed with their label. */
function run(step: Step, prefixed: boolean): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = step.command;
    const child = spawn(file, args, { env: { ...process.env, ...step.env, ...(prefixed ? { FORCE_COLOR: '0', NO_COLOR: '1' } : {}) }, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop()!;
          for (const line of lines) process.stdout.write(`[${step.label}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${step.label}] ${rest}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** each step's label, when it started and how long it took (seconds from the run's start) */
const stepTimes: [string, number, number][] = [];
/** Runs a lane's steps in turn; the label of the first that fails, if one does. */
async function runLane(lane: Lane, prefixed: boolean): Promise<string | undefined> {
  for (const step of lane) {
    const stepStarted = performance.now();
    const code = await run(step, prefixed);
    stepTimes.push([step.label, (stepStarted - started) / 1000, (performance.now() - stepStarted) / 1000]);
    if (code !== 0) return step.label;
  }
  return undefined;
}

for (const name of asked) if (!layers[name]) throw new Error(`No test layer ${name}; the layers: ${Object.keys(layers).join(', ')}.`);
if (!existsSync('node_modules')) throw new Error('Run npm install first.');

const times: [string, number, string][] = [];
let failed: string | undefined;
const started = performance.now();
for (const name of Object.keys(layers).filter(runs)) {
  const layerStarted = performance.now();
  for (const group of layers[name]) {
    const results = await Promise.all(group.map((lane) => runLane(lane, group.length > 1)));
    failed = results.find(Boolean);
    if (failed) break;
  }
  times.push([name, (performance.now() - layerStarted) / 1000, failed ? 'FAILED' : 'passed']);
  if (failed) break;
}
times.push(['total', (performance.now() - started) / 1000, failed ? `FAILED (${failed})` : 'passed']);
console.log('\nTest steps:');
for (const [label, from, seconds] of stepTimes) console.log(`  ${label.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  (from ${from.toFixed(0)} s)`);
console.log('\nTest layers:');
for (const [name, seconds, result] of times) console.log(`  ${name.padEnd(8)} ${seconds.toFixed(0).padStart(5)} s  ${result}`);
process.exit(failed ? 1 : 0);
