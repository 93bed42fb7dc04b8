import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { startPgliteThread } from './pgliteThread.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when the migrations created the schema just now */
  fresh: boolean;
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite allows one process per data directory: hold a lock file while open. */
function lockDataDir(dir: string): () => void {
  const lock = join(dir, 'pglite.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid !== process.pid && isAlive(pid)) {
      throw new Error(`The data directory ${dir} is in use by process ${pid}; stop it or set DATA_DIR.`);
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

async function hasSchema(db: Db): Promise<boolean> {
  const result = await db.execute<{ exists: boolean }>(
    "select to_regclass('public.tenants') is not null as exists",
  );
  const rows = (result as unknown as { rows: { exists: boolean }[] }).rows;
  return rows[0].exists;
}

async function openPglite(dataDir: string | undefined) {
  if (!dataDir) return { client: await startPgliteThread(undefined), unlock: () => {} };
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

/** PostgreSQL when a URL is given, else PGlite in dataDir (in memory without one); migrated. */
export async function openDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const existed = await hasSchema(db);
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', fresh: !existed, close: () => pool.end() };
  }
  const { client, unlock } = await openPglite(options.dataDir);
  // Drizzle's PGlite driver takes the thread's client as it would PGlite itself
  const pglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  const existed = await hasSchema(db);
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder });
  if (existed) {
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
