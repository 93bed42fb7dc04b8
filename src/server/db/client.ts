import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { startPgliteThread } from './pgliteThread.ts';
import { postgresPool } from './postgresPool.ts';
import type { Db } from './database.ts';
import { runningLastWork } from './transaction.ts';

export type { Db } from './database.ts';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when the migrations created the schema just now */
  fresh: boolean;
  close(): Promise<void>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What a lock file records: the holder's PID and, where /proc tells, its start time and the boot. */
export interface LockRecord {
  pid: number;
  /** field 22 of /proc/<pid>/stat: clock ticks after boot at which the process started */
  startTime?: string;
  /** /proc/sys/kernel/random/boot_id: start times count from this boot */
  bootId?: string;
}

const procAvailable = existsSync('/proc/self/stat');

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The process's start time (field 22 of /proc/<pid>/stat), or undefined when there is no such process. */
export function processStartTime(pid: number | 'self'): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // the command name (field 2) is in parentheses and may hold spaces: count from after its end
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

function ownLockRecord(): LockRecord {
  return procAvailable ? { pid: process.pid, startTime: processStartTime('self'), bootId: bootId() } : { pid: process.pid };
}

/** A lock file's record; a bare PID is the format before start times were recorded. */
function parseLock(text: string): LockRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number') return { pid: value };
    if (value && typeof value === 'object' && typeof (value as LockRecord).pid === 'number') return value as LockRecord;
  } catch {
    // not a lock this server wrote
  }
  return null;
}

/**
 * Whether the process the lock names still holds it. A PID alone is not enough: after `kill -9`
 * (or a container restart) the PID may belong to another live process. Where /proc exists, the
 * holder is that PID started at the recorded time in the same boot (a lock without a start time:
 * a node process); elsewhere (macOS) a live PID counts.
 */
export function lockIsHeld(record: LockRecord): boolean {
  const { pid } = record;
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  if (!procAvailable) return isAlive(pid);
  const started = processStartTime(pid);
  if (started === undefined) return false;
  if (record.startTime !== undefined) {
    const boot = bootId();
    return record.startTime === started && (!record.bootId || !boot || record.bootId === boot);
  }
  const argv0 = (readProc(`/proc/${pid}/cmdline`) ?? 'node').split('\0')[0];
  return /node|tsx/i.test(basename(argv0));
}

/** PGlite allows one process per data directory: hold a lock file while open. */
export function lockDataDir(dir: string): () => void {
  const lock = join(dir, 'pglite.lock');
  const found = existsSync(lock) ? parseLock(readFileSync(lock, 'utf8')) : null;
  if (found && lockIsHeld(found)) {
    throw new Error(`The data directory ${dir} is in use by process ${found.pid}; stop it or set DATA_DIR.`);
  }
  const mine = JSON.stringify(ownLockRecord());
  writeFileSync(lock, mine);
  return () => {
    // only our own lock: a server that took over a directory we let go of keeps its lock
    if (readProc(lock) === mine) rmSync(lock, { force: true });
  };
}

async function hasSchema(db: Db): Promise<boolean> {
  const result = await db.execute<{ exists: boolean }>(
    "select to_regclass('public.tenants') is not null as exists",
  );
  const rows = (result as unknown as { rows: { exists: boolean }[] }).rows;
  return rows[0].exists;
}

async function openPglite(dataDir: string | undefined, loadDataDir: Uint8Array | undefined) {
  if (!dataDir) return { client: await startPgliteThread(undefined, loadDataDir), unlock: () => {} };
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    return { client: await startPgliteThread(dir), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Planner statistics and the visibility map after bulk loads. PostgreSQL's autovacuum does this
 * on its own; PGlite has no background workers, so seeding and start-up call it.
 */
export async function refreshStatistics(db: Db, vacuum = false): Promise<void> {
  await db.execute(vacuum ? sql`vacuum analyze` : sql`analyze`);
}

/**
 * PostgreSQL when a URL is given, else PGlite in dataDir (in memory without one; `loadDataDir`: in
 * memory from a dumped data directory, as tests start from a seeded one); migrated.
 */
export async function openDatabase(options: { dataDir?: string; databaseUrl?: string; loadDataDir?: Uint8Array }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl);
    const db = runningLastWork(drizzlePg(pool, { schema }) as unknown as Db);
    const existed = await hasSchema(db);
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', fresh: !existed, close: () => pool.end() };
  }
  const { client, unlock } = await openPglite(options.dataDir, options.loadDataDir);
  // Drizzle's PGlite driver takes the thread's client as it would PGlite itself
  const pglite = client as unknown as PGlite;
  const db = runningLastWork(drizzlePglite({ client: pglite, schema }) as unknown as Db);
  const existed = await hasSchema(db);
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder });
  // a dump (tests) carries the statistics it was taken with
  if (existed && !options.loadDataDir) {
    await refreshStatistics(db).catch((error: Error) => console.warn(`Could not refresh planner statistics: ${error.message}`));
  }
  return {
    db,
    kind: 'pglite',
    fresh: !existed,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
