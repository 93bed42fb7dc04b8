/**
 * `npm run test:node22`: the unit tests and the API tests on PGlite under Node 22, whatever Node runs
 * npm. Node 22 comes from the npm registry as a package (`node-<platform>-<arch>@22`: `npm pack`, then
 * unpacked into node_modules/.cache/node22/, fetched once); vitest and its workers run on that binary,
 * and it is first on PATH for anything a test starts. Not part of `npm test` (its time budget).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const cache = resolve('node_modules/.cache/node22');
const binary = join(cache, 'package', 'bin', 'node');

function fetchNode22(): void {
  if (existsSync(binary)) return;
  const name = `node-${process.platform}-${process.arch}@22`;
  mkdirSync(cache, { recursive: true });
  console.log(`Fetching ${name} from the npm registry into ${cache} ...`);
  const packed = JSON.parse(execFileSync('npm', ['pack', name, '--pack-destination', cache, '--json'], { encoding: 'utf8' })) as { filename: string }[];
  execFileSync('tar', ['xzf', join(cache, packed[0].filename), '-C', cache]);
  if (!existsSync(binary)) throw new Error(`${name} holds no bin/node (${readdirSync(join(cache, 'package')).join(', ')})`);
}

fetchNode22();
const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
const env = { ...process.env, PATH: `${join(cache, 'package', 'bin')}${delimiter}${process.env.PATH ?? ''}` };
const steps = [
  { label: 'unit', args: ['--project', 'unit*'], env: {} },
  { label: 'API on PGlite', args: ['--project', 'api'], env: { API_BACKEND: 'pglite' } },
];
const failed: string[] = [];
for (const step of steps) {
  console.log(`\n== ${step.label} on Node ${version}`);
  const run = spawnSync(binary, ['node_modules/vitest/vitest.mjs', 'run', ...step.args, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...env, ...step.env } });
  if (run.status !== 0) failed.push(step.label);
}
console.log(failed.length ? `\nNode ${version}: ${failed.join(' and ')} failed.` : `\nNode ${version}: unit and API on PGlite passed.`);
process.exit(failed.length ? 1 : 0);
