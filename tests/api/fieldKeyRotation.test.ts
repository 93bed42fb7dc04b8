import { createCipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createFieldCipher, keyIdOf, type FieldCipher } from '../../src/server/crypto/fieldCipher';
import { describeReseal, resealAll, resealRows, sealedColumns, startBackgroundReseal } from '../../src/server/crypto/rekey';
import { openDatabase, type Database } from '../../src/server/db/client';
import { demoPassword, seedDemo } from '../../src/server/seed/demo';
import { backends, postgresDatabase } from './helpers/app';

/** The first format, `v1.<iv>.<tag>.<ciphertext>`, as installations sealed values before key ids. */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

interface Sealed {
  table: string;
  column: string;
  id: string;
  sealed: string;
}

describe.each(backends)('field-encryption key rotation (%s)', (backend) => {
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  const cipherA = createFieldCipher(keyA);
  /** after the rotation: B seals, A still opens */
  const rotated = createFieldCipher(keyB, [keyA]);
  const onlyB = createFieldCipher(keyB);
  let postgres: Awaited<ReturnType<typeof postgresDatabase>> | null = null;
  let database: Database;
  const apps: FastifyInstance[] = [];

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** every sealed value in the database */
  const allSealed = async (): Promise<Sealed[]> => {
    const found: Sealed[] = [];
    for (const [table, column] of [['humans', 'ssn_encrypted'], ['humans', 'license_number_encrypted'], ['entities', 'tax_id_encrypted']]) {
      const got = await rows<{ id: string; sealed: string }>(
        sql`select id, ${sql.identifier(column)} as sealed from ${sql.identifier(table)} where ${sql.identifier(column)} is not null order by id`,
      );
      found.push(...got.map((r) => ({ table, column, ...r })));
    }
    return found;
  };
  const versions = async () =>
    rows<{ id: string; version: number; updated_at: unknown }>(sql`select id, version, updated_at from humans union all select id, version, updated_at from entities order by id`);

  async function appWith(cipher: FieldCipher) {
    const { app } = await buildApp({ db: database.db, cipher });
    await app.ready();
    apps.push(app);
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin@harbor.test', password: demoPassword } });
    expect(login.statusCode, login.body).toBe(200);
    const token: string = login.json().resolved.token;
    const as = (options: InjectOptions) => app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
    return {
      /** the plain SSN the edit form reads */
      async ssnOf(id: string): Promise<string | undefined> {
        const response = await as({ method: 'GET', url: `/v1/humans?human_Reference_Id=${id}` });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().resolved.model.encrypted_String?.[0]?.string_Value;
      },
      async update(id: string, toUpdate: Record<string, unknown>) {
        const [{ version }] = await rows<{ version: number }>(sql`select version from humans where id = ${id}`);
        const response = await as({ method: 'POST', url: '/v1/humans/update', payload: { human_Reference_Id: id, version, to_Update: toUpdate } });
        expect(response.statusCode, response.body).toBe(200);
      },
    };
  }

  /** the humans admin@harbor.test signs in to */
  const harbor = sql`tenant_id = (select id from tenants where name like 'Harbor%')`;
  const formatSsn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

  beforeAll(async () => {
    postgres = backend === 'postgres' ? await postgresDatabase('empty') : null;
    database = await openDatabase({ databaseUrl: postgres?.url });
    await seedDemo(database.db, cipherA);
    // a few values in the format before key ids, sealed with A
    const [first, second] = await rows<{ id: string }>(sql`select id from humans where ssn_encrypted is not null and ${harbor} order by id limit 2`);
    for (const { id } of [first, second]) {
      await database.db.execute(sql`update humans set ssn_encrypted = ${sealV1(keyA, '111223333')}, ssn_last4 = '3333' where id = ${id}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await postgres?.drop();
  });

  it('re-seals every value with the new key in the background (two instances at once), leaving versions alone', async () => {
    const before = await allSealed();
    expect(before.length).toBeGreaterThan(100);
    const plain = new Map(before.map((v) => [`${v.table}.${v.column}.${v.id}`, cipherA.decrypt(v.sealed)]));
    const versionsBefore = await versions();
    const [withSsn] = await rows<{ id: string }>(sql`select id from humans where ssn_encrypted is not null and ${harbor} order by id desc limit 1`);
    const ssn = formatSsn(plain.get(`humans.ssn_encrypted.${withSsn.id}`)!);

    // reopened with B primary and A previous: reads work before any value is re-sealed
    const rotatedApp = await appWith(rotated);
    expect(await rotatedApp.ssnOf(withSsn.id)).toBe(ssn);

    const lines: string[] = [];
    const instances = [0, 1].map(() => startBackgroundReseal(database.db, rotated, { previousKeys: 1, log: (l) => lines.push(l), warn: (l) => lines.push(l) }));
    const reports = await Promise.all(instances.map((i) => i.done));
    expect(reports.every((r) => r !== null)).toBe(true);
    // each value re-sealed once, by one of the two; the other saw it change under it
    expect(reports.reduce((n, r) => n + r!.resealed, 0)).toBe(before.length);
    for (const report of reports) expect(report).toMatchObject({ unreadable: 0, remaining: 0 });
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain(`done: every sealed value uses key ${keyIdOf(keyB)}, FIELD_ENCRYPTION_KEY_PREVIOUS can be removed.`);

    const after = await allSealed();
    expect(after).toHaveLength(before.length);
    for (const value of after) {
      expect(value.sealed.startsWith(`v2.${keyIdOf(keyB)}.`)).toBe(true);
      expect(onlyB.decrypt(value.sealed)).toBe(plain.get(`${value.table}.${value.column}.${value.id}`));
    }
    expect(await versions()).toEqual(versionsBefore);

    // B alone reads every SSN now, through the edit form
    const bApp = await appWith(onlyB);
    expect(await bApp.ssnOf(withSsn.id)).toBe(ssn);
    const v1Seeded = await rows<{ id: string }>(sql`select id from humans where ssn_last4 = '3333' and ${harbor}`);
    expect(v1Seeded.length).toBeGreaterThanOrEqual(2);
    for (const { id } of v1Seeded) expect(await bApp.ssnOf(id)).toBe('111-22-3333');

    // nothing left: a second run changes nothing
    expect(await resealAll(database.db, rotated, { batchSize: 7 })).toEqual({ resealed: 0, unreadable: 0, contested: 0, remaining: 0 });
  });

  it('re-seals in batches and never overwrites an edit made between reading and re-sealing', async () => {
    const app = await appWith(rotated);
    const ssnColumn = sealedColumns.find((c) => c.column.name === 'ssn_encrypted')!;
    const targets = await rows<{ id: string }>(sql`select id from humans where ssn_encrypted is not null and ${harbor} order by id limit 20`);
    for (const { id } of targets) await database.db.execute(sql`update humans set ssn_encrypted = ${cipherA.encrypt('444556666')} where id = ${id}`);

    // the re-seal read this value; then a user changes the SSN
    const [edited] = targets;
    const [stale] = await rows<{ id: string; sealed: string }>(sql`select id, ssn_encrypted as sealed from humans where id = ${edited.id}`);
    await app.update(edited.id, { encrypted_String: [{ string_Type: 'SSN', string_Value: '987-65-4321' }] });
    expect(await resealRows(database.db, rotated, ssnColumn, [stale])).toEqual({ resealed: 0, unreadable: 0, contested: 1 });
    expect(await app.ssnOf(edited.id)).toBe('987-65-4321');

    // the rest, 3 a batch
    expect(await resealAll(database.db, rotated, { batchSize: 3 })).toEqual({ resealed: 19, unreadable: 0, contested: 0, remaining: 0 });
    for (const { id } of targets.slice(1)) expect(await app.ssnOf(id)).toBe('444-55-6666');
  });

  it('an edit that leaves the SSN alone does not write its sealed column (nor audits it)', async () => {
    const app = await appWith(rotated);
    const [{ id }] = await rows<{ id: string }>(sql`select id from humans where ssn_encrypted is not null and ${harbor} order by id desc limit 1`);
    const sealedWithA = cipherA.encrypt('777889999');
    await database.db.execute(sql`update humans set ssn_encrypted = ${sealedWithA} where id = ${id}`);
    await app.update(id, { human: { first_Name: 'Rotated', last_Name: 'Keys' } });
    const [row] = await rows<{ ssn_encrypted: string }>(sql`select ssn_encrypted from humans where id = ${id}`);
    expect(row.ssn_encrypted).toBe(sealedWithA);
    const [entry] = await rows<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where record_id = ${id} and action = 'update' order by id desc limit 1`,
    );
    expect(entry.changes).not.toHaveProperty('ssnEncrypted');
    expect(entry.changes).toHaveProperty('firstName');
    await resealAll(database.db, rotated);
  });

  it('leaves a value no configured key opens, and says the previous key must stay', async () => {
    const [{ id }] = await rows<{ id: string }>(sql`select id from entities order by id limit 1`);
    const [{ sealed }] = await rows<{ sealed: string }>(sql`select tax_id_encrypted as sealed from entities where id = ${id}`);
    const lost = createFieldCipher(randomBytes(32)).encrypt('12-3456789');
    await database.db.execute(sql`update entities set tax_id_encrypted = ${lost} where id = ${id}`);
    const report = await resealAll(database.db, rotated, { batchSize: 2 });
    expect(report).toEqual({ resealed: 0, unreadable: 1, contested: 0, remaining: 1 });
    expect(describeReseal(report, rotated.keyId, 1)).toBe(
      `Field encryption: re-sealed 0 values with key ${rotated.keyId}; 1 value is still sealed with another key (1 open with none of the configured keys): keep FIELD_ENCRYPTION_KEY_PREVIOUS; the next start tries again.`,
    );
    await database.db.execute(sql`update entities set tax_id_encrypted = ${sealed} where id = ${id}`);
  });
});
