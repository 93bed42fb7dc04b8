import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server.ts';
import { startBrowserServer, startServerProcess } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data directory the server seeded with the demo data; each journey's server starts on a copy */
    seededDataDir: string;
    /** the run's Chromium, which every journey file connects to (one launch instead of one per file) */
    browserEndpoint: string;
  }
}

/**
 * Bundles the server from the sources as they are now, and seeds the demo data once for the run:
 * the server's own first start, on a data directory kept for the journeys.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-e2e-seeded-'));
  const started = performance.now();
  await buildServer();
  const [server, browser] = await Promise.all([startServerProcess({ dataDir: dir }), startBrowserServer()]);
  await server.stop();
  console.log(`Bundled the server and seeded the demo data once in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  project.provide('seededDataDir', dir);
  project.provide('browserEndpoint', browser.endpoint);
  return async () => {
    await browser.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
