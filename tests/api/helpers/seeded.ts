import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createFieldCipher } from '../../../src/server/crypto/fieldCipher';
import { migrationsFolder, openDatabase, refreshStatistics, type Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';
import { seedDemo } from '../../../src/server/seed/demo';

/**
 * The demo data is seeded once per run (the API project's global setup) and copied for each app a
 * test starts: PGlite from a dumped data directory, PostgreSQL from a template database.
 */
export interface SeededState {
  /** base64 of the field-encryption key the seeded values are sealed with */
  cipherKey: string;
  /** PGlite's seeded data directory, dumped (a tar file) */
  pgliteDump?: string;
  /** the shared PostgreSQL cluster: its maintenance database's URL and the seeded template's name */
  postgres?: { adminUrl: string; template: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    seeded: SeededState;
  }
}

export const seededTemplate = 'seeded_demo';

/**
 * The demo data in a fresh PGlite, dumped as its data directory. Every PGlite app of the run loads
 * it (about 55 times), and unpacking it was most of an app's start, so it is kept small: the WAL in
 * 1 MB segments with only the last checkpoint's kept, and no template databases (no test creates a
 * database in PGlite): 45.8 MB → 18 MB, 1.05 → 0.64 s of CPU a load.
 */
export async function dumpSeededPglite(cipherKey: Buffer): Promise<Uint8Array> {
  const smallWal = ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'];
  const pglite = await PGlite.create({ extensions: { pg_trgm }, initDbStartParams: ['--wal-segsize=1'], startParams: [...PGlite.defaultStartParams, ...smallWal] });
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const db = drizzle({ client: pglite, schema }) as unknown as Db;
    await seedDemo(db, createFieldCipher(cipherKey));
    await refreshStatistics(db, true);
    for (const template of ['template0', 'template1']) {
      await pglite.exec(`alter database ${template} is_template false`);
      await pglite.exec(`drop database ${template}`);
    }
    await pglite.exec('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/** The demo data in the template database of the cluster at `adminUrl` (its maintenance database). */
export async function seedPostgresTemplate(adminUrl: string, cipherKey: Buffer): Promise<void> {
  await adminQuery(adminUrl, `create database ${seededTemplate}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, seededTemplate) });
  try {
    await seedDemo(database.db, createFieldCipher(cipherKey));
    await refreshStatistics(database.db, true);
  } finally {
    await database.close();
  }
}

export const databaseUrl = (adminUrl: string, name: string) => adminUrl.replace(/\/[^/]*$/, `/${name}`);

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
