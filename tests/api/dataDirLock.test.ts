// PGlite only: the lock on its data directory
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, processStartTime } from '../../src/server/db/client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('opening a data directory', () => {
  it.skipIf(!existsSync('/proc/self/stat'))('opens despite a lock left by kill -9 whose PID another live process now has', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-desk-lock-'));
    dirs.push(dataDir);
    // the run's seeded database (an empty directory would be made and migrated first: ~5 s)
    await (await PGlite.create({ dataDir: join(dataDir, 'db'), loadDataDir: new Blob([readFileSync(inject('seeded').pgliteDump!)]), extensions: { pg_trgm } })).close();
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      const started = Number(processStartTime(other.pid!));
      writeFileSync(join(dataDir, 'db', 'pglite.lock'), JSON.stringify({ pid: other.pid, startTime: String(started - 50) }));
      const database = await openDatabase({ dataDir });
      expect(JSON.parse(readFileSync(join(dataDir, 'db', 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
      await database.close();
      expect(existsSync(join(dataDir, 'db', 'pglite.lock'))).toBe(false);
    } finally {
      other.kill('SIGTERM');
    }
  });
});
