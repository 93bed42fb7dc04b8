/**
 * `npm test`: every layer a change can break, one after another (the first failure stops the run),
 * single-threaded steps two at a time (typecheck beside lint, the two API databases in a process
 * each), and each layer's time printed at the end.
 * `tsx scripts/test.ts api e2e` runs only the layers named.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresAvailable } from '../tests/api/helpers/postgres.ts';

interface Step {
  label: string;
  command: string[];
  env?: Record<string, string>;
}

const vitest = ['node_modules/.bin/vitest', 'run'];
const layers: Record<string, Step[][]> = {
  static: [
    [
      { label: 'schemas and manifests', command: ['npm', 'run', '--silent', 'check'] },
      { label: 'generated files', command: ['npm', 'run', '--silent', 'check:generated'] },
    ],
    [
      { label: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
      { label: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    ],
  ],
  unit: [[{ label: 'unit and widgets', command: [...vitest, '--project', 'unit', '--project', 'widgets'] }]],
  api: [
    [
      { label: 'API on PGlite', command: [...vitest, '--project', 'api'], env: { API_BACKEND: 'pglite' } },
      ...(postgresAvailable ? [{ label: 'API on PostgreSQL', command: [...vitest, '--project', 'api'], env: { API_BACKEND: 'postgres' } }] : []),
    ],
  ],
  e2e: [
    [{ label: 'Chromium', command: ['node_modules/.bin/tsx', 'scripts/ensure-chromium.ts'] }],
    [{ label: 'build', command: ['npm', 'run', '--silent', 'build'] }],
    [{ label: 'browser journeys', command: [...vitest, '--project', 'e2e'] }],
  ],
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

const asked = process.argv.slice(2);
for (const name of asked) if (!layers[name]) throw new Error(`No test layer ${name}; the layers: ${Object.keys(layers).join(', ')}.`);
if (!existsSync('node_modules')) throw new Error('Run npm install first.');

const times: [string, number, string][] = [];
let failed: string | undefined;
const started = performance.now();
for (const name of asked.length ? asked : Object.keys(layers)) {
  const layerStarted = performance.now();
  for (const group of layers[name]) {
    const codes = await Promise.all(group.map((step) => run(step, group.length > 1)));
    const bad = group.find((_, i) => codes[i] !== 0);
    if (bad) failed = bad.label;
    if (failed) break;
  }
  times.push([name, (performance.now() - layerStarted) / 1000, failed ? 'FAILED' : 'passed']);
  if (failed) break;
}
times.push(['total', (performance.now() - started) / 1000, failed ? `FAILED (${failed})` : 'passed']);
console.log('\nTest layers:');
for (const [name, seconds, result] of times) console.log(`  ${name.padEnd(8)} ${seconds.toFixed(0).padStart(5)} s  ${result}`);
process.exit(failed ? 1 : 0);
