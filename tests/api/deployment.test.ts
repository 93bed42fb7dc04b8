import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase, type Database } from '../../src/server/db/client';
import { postgresPool } from '../../src/server/db/postgresPool';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { errorsOf } from '../../src/server/http/openapi/document';
import { routes } from '../../src/server/composition/routes';
import { demoPassword, scopesFor, seedReferenceData, seedTenant, seedUser } from '../../src/server/seed/demo';
import { seedDemoWork } from '../../src/server/seed/workBook';
import { backUp, restore } from '../../scripts/lib/backupSet';
import { temporaryFileSettings } from '../../src/server/storage/fileSettings';
import { backends, postgresDatabase, uniqueName } from './helpers/app';
import { pdf } from './helpers/fileFixtures';
import { multipart } from './helpers/multipart';
import { inject } from 'vitest';
import { defaultMailSettings } from '../../src/server/mail/mailSettings';
import { keepAliveClient, type Answer } from './sweep/keepAliveClient';
import { roundRobinProxy } from './sweep/roundRobinProxy';
import { stoppablePostgres, type StoppablePostgres } from './sweep/stoppablePostgres';

const away = 'The database is not answering just now, so nothing was saved. Try again in a moment.';

describe('the database away', () => {
  it('every operation lists the 503 the database away answers', () => {
    expect(routes.filter((route) => !(errorsOf(route) as number[]).includes(503)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  for (const backend of backends.filter((b) => b === 'postgres')) {
    it(`gives back a connection whose transaction could not begin (cut while it sat in the pool), so the pool keeps its size and closes (${backend})`, async () => {
      const copy = await postgresDatabase('empty');
      const pool = postgresPool(copy.url, 2);
      try {
        const db = drizzlePg(pool);
        await db.execute(sql`select 1`);
        expect(pool.idleCount).toBe(1);
        // the idle connection is cut as a transaction takes it (a restart between two requests)
        pool.once('acquire', (client) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy());
        await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
        expect(pool.totalCount).toBe(0);
        expect((await db.transaction((tx) => tx.execute(sql`select 1 as one`))).rows).toEqual([{ one: 1 }]);
      } finally {
        await pool.end();
        await copy.drop();
      }
    });
  }
});

/**
 * PostgreSQL stopped under load (a cluster of this test's own, stopped with a fast shutdown and
 * started again on the same port): while it is down every request answers 503 with a sentence,
 * once it is back the app answers again without being restarted, and each write is whole or absent.
 */
for (const backend of backends.filter((b) => b === 'postgres')) {
  describe(`PostgreSQL stopped under load (${backend})`, () => {
    let cluster: StoppablePostgres;
    let database: Database;
    let app: FastifyInstance;
    let client: ReturnType<typeof keepAliveClient>;
    let token: string;
    beforeAll(async () => {
      cluster = await stoppablePostgres();
      database = await openDatabase({ databaseUrl: cluster.url });
      const cipher = createFieldCipher(Buffer.alloc(32, 7));
      // one agency and its admin: enough to sign in and write
      await seedReferenceData(database.db);
      const tenant = await seedTenant(database.db, 'Outage Agency');
      await seedUser(database.db, 'admin@outage.test', 'Olive', 'Outage', [{ tenantId: tenant.id, scopes: scopesFor('admin'), isDefault: true }]);
      ({ app } = await buildApp({ db: database.db, cipher, files: temporaryFileSettings() }));
      client = keepAliveClient(await app.listen({ port: 0, host: '127.0.0.1' }));
      const login = await client.request('POST', '/v1/auth/login', { 'content-type': 'application/json' }, JSON.stringify({ email: 'admin@outage.test', password: demoPassword }));
      token = JSON.parse(login.body).resolved.token;
    });
    afterAll(async () => {
      client?.close();
      await app?.close();
      await database?.close();
      cluster?.remove();
    });

    it('answers 503 with its sentence while PostgreSQL is stopped, recovers by itself once it is back, and keeps each write whole or not at all', async () => {
      const family = uniqueName('Outage');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const answers: { status: number; body: string; wrote?: string }[] = [];
      let phase: 'up' | 'down' | 'back' = 'up';
      let backAnswered = 0;
      // four staff writing humans (a human, its audit line and data version in one transaction) and reading the list
      const worker = async (n: number) => {
        for (let i = 0; phase !== 'back' || backAnswered < 20; i += 1) {
          const write = i % 2 === 0;
          const answer: Answer = write
            ? await client.request('POST', '/v1/humans/upsert', headers, JSON.stringify({ human: { first_Name: `W${n}x${i}`, last_Name: family } }))
            : await client.request('GET', `/v1/humans/search?search=${family}`, headers);
          answers.push({ status: answer.status, body: answer.body, wrote: write ? `W${n}x${i}` : undefined });
          if (phase === 'back' && answer.status === 200) backAnswered += 1;
          if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const load = Promise.all([1, 2, 3, 4].map(worker));
      await expect.poll(() => answers.filter((a) => a.status === 200).length, { timeout: 30_000 }).toBeGreaterThan(20);
      cluster.stop();
      phase = 'down';
      const stoppedAt = answers.length;
      await expect.poll(() => answers.slice(stoppedAt).filter((a) => a.status === 503).length, { timeout: 30_000 }).toBeGreaterThan(10);
      cluster.start();
      phase = 'back';
      await load;

      expect(answers.filter((a) => a.status !== 200 && a.status !== 503).map((a) => `${a.status} ${a.body}`)).toEqual([]);
      const refused = answers.filter((a) => a.status === 503);
      expect(new Set(refused.map((a) => JSON.parse(a.body).responseMessage))).toEqual(new Set([away]));
      // after the last 503 the app answered again, with no restart
      expect(answers.findLastIndex((a) => a.status === 200)).toBeGreaterThan(answers.findLastIndex((a) => a.status === 503));

      const saved = new Set(answers.filter((a) => a.wrote && a.status === 200).map((a) => a.wrote));
      const rows = await database.db.execute(sql`
        select h.first_name as name, (select count(*)::int from audit_log a where a.record_id = h.id and a.action = 'create') as audits
        from humans h where h.last_name = ${family}`);
      const stored = (rows as unknown as { rows: { name: string; audits: number }[] }).rows;
      // every acknowledged write is there; a write cut off by the stop may or may not be, but never without its audit line
      for (const name of saved) expect(stored.map((r) => r.name)).toContain(name);
      expect(stored.filter((r) => r.audits !== 1)).toEqual([]);
      console.info(`database outage: ${answers.length} requests, ${answers.filter((a) => a.status === 200).length} answered 200, ${refused.length} 503 while down, ${saved.size} writes acknowledged, ${stored.length} stored`);
    });
  });
}

/**
 * Two app instances on one PostgreSQL behind a round-robin proxy, as a growing agency runs them:
 * what one instance knows (a session, failed sign-ins, a cached count, a queued mail, a file) the
 * other knows too.
 */
for (const backend of backends.filter((b) => b === 'postgres')) {
  describe(`two app instances on one PostgreSQL behind a round-robin proxy (${backend})`, () => {
    let copy: Awaited<ReturnType<typeof postgresDatabase>>;
    let databases: Database[];
    let apps: FastifyInstance[];
    let direct: string[];
    let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
    beforeAll(async () => {
      copy = await postgresDatabase('seeded');
      databases = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: copy.url })));
      const cipher = createFieldCipher(Buffer.from(inject('seeded').cipherKey, 'base64'));
      // one file store, as instances share a volume (or S3); mail to the outbox, each instance polling the queue often
      const files = temporaryFileSettings();
      const mail = { ...defaultMailSettings, pollMs: 100, retryBaseMs: 200 };
      apps = await Promise.all(databases.map(async (database) => (await buildApp({ db: database.db, cipher, files, mail })).app));
      direct = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
      proxy = await roundRobinProxy(direct);
    });
    afterAll(async () => {
      await proxy?.close();
      for (const app of apps ?? []) await app.close();
      for (const database of databases ?? []) await database.close();
      await copy?.drop();
    });

    const call = async (base: string, method: string, path: string, token?: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() as { responseMessage: string; resolved: Record<string, any> } };
    };
    const signIn = async (email: string, password = demoPassword) => call(proxy.url, 'POST', '/v1/auth/login', undefined, { email, password });

    it('keeps a session on either instance; a sign-out through one ends it there at once and on the other within 5 s (DECISIONS 272)', async () => {
      const { resolved } = (await signIn('csr@harbor.test')).json;
      const sessions = await Promise.all(Array.from({ length: 4 }, () => call(proxy.url, 'GET', '/v1/auth/session', resolved.token)));
      expect(sessions.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      expect((await call(direct[0], 'POST', '/v1/auth/logout', resolved.token, {})).status).toBe(200);
      expect((await call(direct[0], 'GET', '/v1/auth/session', resolved.token)).status).toBe(401);
      const loggedOutAt = Date.now();
      await expect.poll(async () => (await call(direct[1], 'GET', '/v1/auth/session', resolved.token)).status, { timeout: 15_000, interval: 250 }).toBe(401);
      expect(Date.now() - loggedOutAt).toBeLessThan(5_000 + 1_000);
    });

    it('counts failed sign-ins across the instances: the sixth, on either, is refused', async () => {
      const before = proxy.served();
      for (let i = 0; i < 5; i += 1) expect((await signIn('viewer@harbor.test', `wrong-${i}`)).status).toBe(401);
      const blocked = await signIn('viewer@harbor.test');
      expect(blocked.status).toBe(429);
      expect(blocked.json.responseMessage).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      expect(proxy.served().map((n, i) => n - before[i])).toEqual([3, 3]);
    });

    it("reads a count cached on one instance afresh after a write through the other", async () => {
      const { token } = (await signIn('admin@harbor.test')).json.resolved;
      const family = uniqueName('Twin');
      const count = async (on: string) => (await call(on, 'GET', `/v1/humans/search?search=${family}`, token)).json.resolved.count;
      expect(await count(direct[0])).toBe(0);
      expect(await count(direct[0])).toBe(0);
      expect((await call(direct[1], 'POST', '/v1/humans/upsert', token, { human: { first_Name: 'Ada', last_Name: family } })).status).toBe(200);
      expect(await count(direct[0])).toBe(1);
    });

    it('sends each queued mail once, whichever instance queued it and both polling the queue', async () => {
      const { token } = (await signIn('admin@harbor.test')).json.resolved;
      const subject = uniqueName('Twin mail ');
      const queued = await Promise.all(Array.from({ length: 10 }, (_, i) => call(proxy.url, 'POST', '/v1/email', token, {
        is_Sent: true, request_Data: { subject: `${subject} ${i}`, emailMessage: 'Once', toEmailAdd: [{ type: 'to', emailId: 'twin@example.com' }] },
      })));
      expect(queued.map((q) => q.status)).toEqual(Array(10).fill(200));
      const sends = async () => ((await databases[0].db.execute(sql`
        select s.status, s.attempts from email_sends s join email_drafts d on d.id = s.draft_id where d.subject like ${`${subject}%`}`)) as unknown as { rows: { status: string; attempts: number }[] }).rows;
      await expect.poll(async () => (await sends()).filter((s) => s.status === 'sent').length, { timeout: 30_000 }).toBe(10);
      expect((await sends()).map((s) => s.attempts)).toEqual(Array(10).fill(1));
    });

    it('reads a file uploaded through one instance through the other', async () => {
      const { token } = (await signIn('admin@harbor.test')).json.resolved;
      const bytes = pdf('Uploaded on one, read on the other');
      const { payload, headers } = multipart([{ name: 'file', filename: 'twin.pdf', content: bytes }]);
      const uploaded = await fetch(`${direct[0]}/v1/upload/file`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: new Uint8Array(payload) });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const id = (await uploaded.json()).resolved.file_Reference_Id;
      const link = (await call(direct[1], 'GET', `/v1/file/magic-link?file_Reference_Id=${id}`, token)).json.resolved.magicLink[0].magic_link as string;
      for (const base of direct) {
        const { pathname, search } = new URL(link, base);
        const read = await fetch(`${base}${pathname}${search}`);
        expect(read.status).toBe(200);
        expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
      }
    });
  });
}

/** Every table's rows, as a count and a digest of their text, by table name. */
async function contentsOf(database: Database): Promise<Record<string, string>> {
  const tables = (await database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { name: string }[] };
  const contents: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [row] = ((await database.db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`))) as unknown as { rows: { n: number; digest: string }[] }).rows;
    contents[name] = `${row.n} ${row.digest}`;
  }
  return contents;
}

/** Every file under `dir` by its path there, with the SHA-256 of its bytes. */
const filesOf = (dir: string): Record<string, string> => Object.fromEntries(
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .map((entry) => [relative(dir, join(entry.parentPath, entry.name)), createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex')]),
);

const run = promisify(execFile);
const script = (name: string, ...args: string[]) => run('node_modules/.bin/tsx', [`scripts/${name}.ts`, ...args]);

/** The embedded database and its file store backed up by one command and restored by another into a fresh directory. */
for (const backend of backends.filter((b) => b === 'pglite')) {
  describe(`backup and restore of an embedded install (${backend})`, () => {
    const root = mkdtempSync(join(tmpdir(), 'agency-desk-backup-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('restores every record and every stored file into a fresh data directory; refuses a running server and a directory that holds a database', async () => {
      const [original, backup, restored] = ['data', 'backup', 'restored'].map((name) => join(root, name));
      mkdirSync(original);
      const seededDb = await PGlite.create({ dataDir: join(original, 'db'), loadDataDir: new Blob([readFileSync(inject('seeded').pgliteDump!)]), extensions: { pg_trgm } });
      await seededDb.close();
      const running = await openDatabase({ dataDir: original });
      await seedDemoWork(running.db, join(original, 'files'));
      const before = await contentsOf(running);
      // the server's process holds the data directory: the command, a process of its own, refuses
      await expect(script('backup', '--data-dir', original, '--to', backup)).rejects.toMatchObject({ stderr: expect.stringMatching(/^Backup failed: The data directory .* is in use by process \d+; stop it or set DATA_DIR\./) });
      await running.close();

      // what the commands run (scripts/backup.ts and restore.ts only read their arguments and print)
      expect((await backUp(original, backup)).files).toBeGreaterThan(30);
      await restore(backup, restored);
      await expect(restore(backup, restored)).rejects.toThrow(`${restored} already holds a database: restore into a new DATA_DIR.`);
      // files in an S3 bucket are not copied: both commands refuse rather than leave them out (DECISIONS 337)
      const s3Url = 's3://key:secret@127.0.0.1:9/bucket';
      await expect(backUp(original, join(root, 'with-bucket'), { s3Url })).rejects.toThrow('S3_URL is set: the files are in its bucket, which a backup does not copy. Back up the bucket with its own tools (versioning or replication), and unset S3_URL to back up the database alone.');
      await expect(restore(backup, join(root, 'with-bucket'), { s3Url })).rejects.toThrow('S3_URL is set: the files are in its bucket, which a restore does not bring back. Restore the bucket with its own tools (versioning or replication), and unset S3_URL to restore the database alone.');
      expect(readdirSync(root)).not.toContain('with-bucket');

      const back = await openDatabase({ dataDir: restored });
      try {
        expect(await contentsOf(back)).toEqual(before);
      } finally {
        await back.close();
      }
      const stored = filesOf(join(original, 'files'));
      expect(Object.keys(stored).length).toBeGreaterThan(30);
      expect(filesOf(join(restored, 'files'))).toEqual(stored);
      // the content-addressed bytes are whole: each file's SHA-256 is its name
      for (const [path, digest] of Object.entries(stored)) if (path.startsWith('sha256')) expect(path.endsWith(digest), path).toBe(true);
      console.info(`backup and restore: ${Object.keys(before).length} tables, ${Object.keys(stored).length} stored files, identical`);
    });
  });
}
