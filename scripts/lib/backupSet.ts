import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from '../../src/server/db/client.ts';

/**
 * A backup of an embedded install is a folder: the database as PGlite's dump of its data directory
 * (database.tar.gz), the file store (files/, the bytes by content address), the keys generated into
 * DATA_DIR when there are any (a laptop's; production keeps its keys elsewhere), and manifest.json
 * with the dump's SHA-256, checked before a restore.
 */
const databaseDump = 'database.tar.gz';
const manifestName = 'manifest.json';
/** what the server generates into DATA_DIR outside production (fieldCipher.ts, fileSettings.ts) */
const generatedKeys = ['field-encryption.key', 'file-link.secret'];

interface Manifest {
  createdAt: string;
  databaseSha256: string;
  files: number;
  keys: string[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const countFiles = (dir: string): number =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1), 0) : 0;

/**
 * A bucket is not copied (DECISIONS 337): with S3_URL set the files are in the bucket, so a backup or
 * restore of DATA_DIR would silently leave them out. Refused instead, saying what to do.
 */
function refuseBucket(s3Url: string | undefined, command: 'backup' | 'restore'): void {
  if (!s3Url) return;
  throw new Error(`S3_URL is set: the files are in its bucket, which ${command === 'backup' ? 'a backup does not copy' : 'a restore does not bring back'}. ${command === 'backup' ? 'Back up' : 'Restore'} the bucket with its own tools (versioning or replication), and unset S3_URL to ${command === 'backup' ? 'back up' : 'restore'} the database alone.`);
}

/** Backs up DATA_DIR into the new folder `to`; the server must be stopped (the data directory's lock says so). */
export async function backUp(dataDir: string, to: string, { s3Url = process.env.S3_URL } = {}): Promise<Manifest> {
  refuseBucket(s3Url, 'backup');
  if (existsSync(to) && readdirSync(to).length) throw new Error(`${to} is not empty: back up into a new folder.`);
  const unlock = lockDataDir(join(dataDir, 'db'));
  try {
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
    const dump = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await pglite.close();
    mkdirSync(to, { recursive: true });
    writeFileSync(join(to, databaseDump), dump);
    // the store's bytes never change under their address; uploads under way (incoming/) are not kept
    const store = join(dataDir, 'files');
    if (existsSync(store)) cpSync(store, join(to, 'files'), { recursive: true, filter: (path) => !path.startsWith(join(store, 'incoming')) });
    const keys = generatedKeys.filter((name) => existsSync(join(dataDir, name)));
    for (const name of keys) cpSync(join(dataDir, name), join(to, name));
    const manifest: Manifest = { createdAt: new Date().toISOString(), databaseSha256: sha256(dump), files: countFiles(join(to, 'files')), keys };
    writeFileSync(join(to, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    unlock();
  }
}

/** Restores the backup in `from` into `dataDir`, which must hold no database yet. */
export async function restore(from: string, dataDir: string, { s3Url = process.env.S3_URL } = {}): Promise<Manifest> {
  refuseBucket(s3Url, 'restore');
  const manifest = JSON.parse(readFileSync(join(from, manifestName), 'utf8')) as Manifest;
  const dump = readFileSync(join(from, databaseDump));
  if (sha256(dump) !== manifest.databaseSha256) throw new Error(`${join(from, databaseDump)} does not match its manifest: the backup is damaged.`);
  const db = join(dataDir, 'db');
  if (existsSync(db) && readdirSync(db).length) throw new Error(`${dataDir} already holds a database: restore into a new DATA_DIR.`);
  mkdirSync(db, { recursive: true });
  const unlock = lockDataDir(db);
  try {
    const pglite = await PGlite.create({ dataDir: db, loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
    await pglite.close();
    if (existsSync(join(from, 'files'))) cpSync(join(from, 'files'), join(dataDir, 'files'), { recursive: true });
    for (const name of manifest.keys) cpSync(join(from, name), join(dataDir, name));
    return manifest;
  } finally {
    unlock();
  }
}
