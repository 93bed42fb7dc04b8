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

  it("answers a database error with the database's message and code", async () => {
    const error = await pg.query('select from nowhere').catch((e: Error & { code?: string }) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('relation "nowhere" does not exist');
    expect((error as { code?: string }).code).toBe('42P01');
  });

  it('runs transactions one after another when they are started together', async () => {
    const runs = await Promise.all([1, 2, 3].map((n) => pg.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from notes');
      await pause(5);
      await tx.query('insert into notes (body) values ($1)', [`run ${n}`]);
      return rows[0].n;
    })));
    expect(runs).toEqual([1, 2, 3]);
  });
});
