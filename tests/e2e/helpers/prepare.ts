/**
 * What every journey file starts from: the server bundled from the sources as they are now, and a
 * data directory that bundle's first start seeded with the demo data. The e2e global setup does it,
 * unless `npm test` has done it already beside the API tests (`tsx tests/e2e/helpers/prepare.ts <dir>`,
 * then E2E_SEEDED_DIR=<dir> for the journeys).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../../../scripts/build-server.ts';
import { startServerProcess } from './server.ts';

const readyMark = '.journeys-ready';

export async function prepareJourneys(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await buildServer();
  const server = await startServerProcess({ dataDir: dir });
  await server.stop();
  writeFileSync(join(dir, readyMark), '');
}

/** Whether `prepareJourneys` finished in `dir`. */
export const prepared = (dir: string) => existsSync(join(dir, readyMark));

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: tsx tests/e2e/helpers/prepare.ts <data directory>');
  await prepareJourneys(dir);
}
