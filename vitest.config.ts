import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * A unit or widget file shares its worker's modules with the files before it (each file importing
 * React, the engine and jsdom's globals afresh was two thirds of the widgets' CPU), unless it
 * replaces modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.resetModules`) or says
 * it tests what loading modules does (`// own modules`): those run with modules of their own.
 */
const ownModules = (file: string) => /\bvi\.(mock|doMock|stubGlobal|resetModules)\(|^\/\/ own modules/m.test(readFileSync(file, 'utf8'));

function sharedAndOwn(name: string, dir: string, suffix: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration[] {
  const pattern = `${dir}/**/*${suffix}`;
  const own = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
    .filter(ownModules);
  const shared: TestProjectInlineConfiguration = { extends: true, test: { ...test, name, include: [pattern], exclude: own, isolate: false } };
  return own.length ? [shared, { extends: true, test: { ...test, name: `${name} (own modules)`, include: own } }] : [shared];
}

/**
 * `npm test` runs the API files twice, on PGlite and on PostgreSQL, a process each. A file that tests
 * PGlite's own machinery (`// PGlite only`) or nothing the database changes (`// one database`:
 * cookies, the API document, comparing files' text) runs in the PGlite run only.
 */
const apiDirs = ['tests/api', 'tests/contract'];
const pgliteRunOnly = (file: string) => /^\/\/ (PGlite only|one database)\b/m.test(readFileSync(file, 'utf8'));
const apiExclude =
  process.env.API_BACKEND === 'postgres'
    ? apiDirs.flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith('.test.ts')).map((file) => join(dir, file))).filter(pgliteRunOnly)
    : [];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves a core to its main process: on two cores that is one worker, and the
    // unit and widget files took 183 s instead of 130 s
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // timeouts that hold on two cores at load 8 (a busy laptop or CI runner) with room to spare, not a quiet
      // machine's: at load 15-20 a widget journey (the Admin Portal's forms) and the project check took over 30 s
      ...sharedAndOwn('unit', 'tests/unit', '.test.ts', { environment: 'node', setupFiles: ['tests/setup/testToday.ts'], testTimeout: 60_000 }),
      ...sharedAndOwn('widgets', 'tests/widgets', '.test.tsx', {
        environment: 'jsdom',
        testTimeout: 60_000,
        setupFiles: ['tests/setup/testToday.ts', 'tests/widgets/setup.ts'],
      }),
      {
        extends: true,
        test: {
          name: 'api',
          // the API and the spec's contract (tests/contract: the spec's routes and models as a spec-written client sends them)
          include: apiDirs.map((dir) => `${dir}/**/*.test.ts`),
          exclude: apiExclude,
          environment: 'node',
          globalSetup: ['tests/api/helpers/globalSetup.ts'],
          setupFiles: ['tests/setup/testToday.ts'],
          // the files share one worker's modules: the server and its libraries are imported once, not per file
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/helpers/globalSetup.ts'],
          // one journey file more than there are cores, each with its own server and data directory: a
          // journey waits on the browser and on its server in turn, and two on two cores left a
          // fifth of the cores idle (the journeys on two quiet cores: 284 s with two, 242 s with three)
          maxWorkers: availableParallelism() + 1,
          // a worker's files share its modules (playwright-core and the helpers are imported once, not
          // per file: ~2 s of CPU a file); each file still starts its own server and browser context
          isolate: false,
          // the server's bundle is Node's to load, as npm start loads it (through Vitest's transform
          // its ~700 modules cost a worker ~15 s of CPU)
          server: { deps: { external: [/\/\.build\/server\//] } },
          expect: { poll: { timeout: 20_000, interval: 100 } },
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
