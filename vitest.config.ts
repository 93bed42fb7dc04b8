import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves a core to its main process: on two cores that is one worker, and the
    // unit and widget files took 183 s instead of 130 s
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // timeouts that hold on two cores at load 8 (a busy laptop or CI runner), not a quiet machine's
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/setup/testToday.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          include: ['tests/widgets/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['tests/setup/testToday.ts', 'tests/widgets/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // the API and the spec's contract (tests/contract: the spec's routes and models as a spec-written client sends them)
          include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
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
          // two journeys at once, each with its own server and data directory
          maxWorkers: 2,
          // a worker's files share its modules (playwright-core and the helpers are imported once, not
          // per file: ~2 s of CPU a file); each file still starts its own server and browser context
          isolate: false,
          expect: { poll: { timeout: 20_000, interval: 100 } },
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
