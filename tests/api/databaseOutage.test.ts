import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase, type Database } from '../../src/server/db/client';
import { errorsOf } from '../../src/server/http/openapi/document';
import { routes } from '../../src/server/routes/index';
import { demoPassword, scopesFor, seedReferenceData, seedTenant, seedUser } from '../../src/server/seed/demo';
import { temporaryFileSettings } from '../../src/server/storage/fileSettings';
import { backends, uniqueName } from './helpers/app';
import { keepAliveClient, type Answer } from './sweep/keepAliveClient';
import { stoppablePostgres, type StoppablePostgres } from './sweep/stoppablePostgres';

const away = 'The database is not answering just now, so nothing was saved. Try again in a moment.';

describe('the database away', () => {
  it('every operation lists the 503 the database away answers', () => {
    expect(routes.filter((route) => !(errorsOf(route) as number[]).includes(503)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
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
