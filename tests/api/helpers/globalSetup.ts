import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fixToday } from '../../../src/engine/core/clock';
import { apiBackends } from './backends';
import { startPostgres } from './postgres';
import { dumpSeededPglite, seedPostgresTemplate, type SeededState } from './seeded';

/** Seeds the demo data once for the run, on the backends it tests (API_BACKEND), before any test file starts. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_TODAY) fixToday(process.env.TEST_TODAY);
  const key = randomBytes(32);
  const state: SeededState = { cipherKey: key.toString('base64') };
  const dir = mkdtempSync(join(tmpdir(), 'agency-desk-seeded-'));
  const cluster = apiBackends.includes('postgres') ? await startPostgres() : null;
  const started = performance.now();
  await Promise.all([
    apiBackends.includes('pglite') &&
      dumpSeededPglite(key).then((dump) => {
        state.pgliteDump = join(dir, 'pglite.tar');
        writeFileSync(state.pgliteDump, dump);
      }),
    cluster && seedPostgresTemplate(cluster.url, key).then(() => (state.postgres = { adminUrl: cluster.url, template: 'seeded_demo' })),
  ]);
  console.log(`Seeded the demo data once for ${apiBackends.join(' and ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  project.provide('seeded', state);
  return () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
