import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepared, prepareJourneys } from './prepare';
import { startBrowserServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data directory the server seeded with the demo data; each journey's server starts on a copy */
    seededDataDir: string;
    /** the run's Chromium, which every journey file connects to (one launch instead of one per file) */
    browserEndpoint: string;
  }
}

/**
 * The server bundled and the demo data seeded once for the run (by `npm test` beside the API tests
 * when it names the directory in E2E_SEEDED_DIR, else here), and the run's Chromium.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_SEEDED_DIR;
  const dir = given && prepared(given) ? given : mkdtempSync(join(tmpdir(), 'agency-desk-e2e-seeded-'));
  const started = performance.now();
  const [browser] = await Promise.all([startBrowserServer(), dir === given ? undefined : prepareJourneys(dir)]);
  if (dir !== given) console.log(`Bundled the server and seeded the demo data once in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  project.provide('seededDataDir', dir);
  project.provide('browserEndpoint', browser.endpoint);
  return async () => {
    await browser.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
