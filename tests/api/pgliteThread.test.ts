// PGlite only: the embedded database's own thread
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread } from '../../src/server/db/pgliteThread';

type Client = Awaited<ReturnType<typeof startPgliteThread>>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite on its own thread', () => {
  let pg: Client;
  beforeAll(async () => {
    pg = await startPgliteThread(undefined);
    await pg.query('create table notes (id serial primary key, body text not null)');
  });
  afterAll(() => pg?.close());

  it('keeps other queries out of a running transaction until it commits', async () => {
    const order: string[] = [];
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('inside')");
      await pause(50);
      order.push('transaction done');
      return 'committed';
    });
    await pause(5);
    const outside = pg.query<{ n: number }>('select count(*)::int as n from notes').then((r) => {
      order.push('outside read');
      return r.rows[0].n;
    });
    expect(await transaction).toBe('committed');
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction done', 'outside read']);
  });

  it('rolls a failed transaction back and goes on serving', async () => {
    await expect(pg.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('lost')");
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    const { rows } = await pg.query<{ body: string }>("select body from notes where body = 'lost'");
    expect(rows).toEqual([]);
  });

  it('rolls back after a database error inside a transaction, and the statement works again after', async () => {
    const insert = 'insert into notes (body) values ($1)';
    await expect(pg.transaction(async (tx) => {
      await tx.query(insert, ['kept only if committed']);
      await tx.query(insert, [null]);
    })).rejects.toMatchObject({ code: '23502' });
    const { rows } = await pg.query<{ body: string }>("select body from notes where body = 'kept only if committed'");
    expect(rows).toEqual([]);
    await pg.query(insert, ['after the rollback']);
    const after = await pg.query<{ n: number }>("select count(*)::int as n from notes where body = 'after the rollback'");
    expect(after.rows[0].n).toBe(1);
  });

  it('keeps working past the number of statements it keeps prepared, and after a table changes', async () => {
    for (let i = 0; i < 230; i++) {
      const { rows } = await pg.query<{ n: number }>(`select ${i}::int as n`);
      expect(rows[0].n).toBe(i);
    }
    const read = 'select * from notes order by id limit 1';
    const before = await pg.query<Record<string, unknown>>(read);
    await pg.query('alter table notes add column pinned boolean not null default false');
    const after = await pg.query<Record<string, unknown>>(read);
    expect(Object.keys(after.rows[0])).toEqual([...Object.keys(before.rows[0]), 'pinned']);
  });

  it('reads values of every kind back as PGlite gives them', async () => {
    const { rows } = await pg.query<Record<string, unknown>>(
      "select 1::int as i, 2.5::numeric as n, true as b, 'x'::text as t, null::text as z, '\\x0102'::bytea as bytes, '{\"a\":1}'::jsonb as j, array[1,2]::int[] as a, $1::uuid as u",
      ['00000000-0000-4000-8000-000000000001'],
    );
    expect(rows[0]).toEqual({ i: 1, n: '2.5', b: true, t: 'x', z: null, bytes: new Uint8Array([1, 2]), j: { a: 1 }, a: [1, 2], u: '00000000-0000-4000-8000-000000000001' });
  });

  it("answers a database error with the database's message and code", async () => {
    const error = await pg.query('select from nowhere').catch((e: Error & { code?: string }) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('relation "nowhere" does not exist');
    expect((error as { code?: string }).code).toBe('42P01');
  });

  it('runs transactions one after another when they are started together', async () => {
    const { rows: [{ n: before }] } = await pg.query<{ n: number }>('select count(*)::int as n from notes');
    const runs = await Promise.all([1, 2, 3].map((n) => pg.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from notes');
      await pause(5);
      await tx.query('insert into notes (body) values ($1)', [`run ${n}`]);
      return rows[0].n;
    })));
    expect(runs).toEqual([before, before + 1, before + 2]);
  });
});
