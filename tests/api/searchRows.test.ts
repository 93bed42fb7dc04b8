import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';

/** Each list's search table and the records it holds (migration 0030, DECISIONS 445). */
const lists = [
  { rows: 'human_search', table: 'humans', onList: sql`retired_at is null` },
  { rows: 'entity_search', table: 'entities', onList: sql`retired_at is null` },
  { rows: 'opportunity_search', table: 'opportunities', onList: sql`retired_at is null` },
  { rows: 'policy_search', table: 'policies', onList: sql`retired_at is null and is_latest` },
];

/**
 * A list's search rows are the records on the list, column for column, whatever wrote them: the
 * routes, a raw update, a retire, a restore, a delete.
 */
for (const backend of backends) {
  describe(`a list's search rows follow its records (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    /** the human the route test adds (no other record names it) */
    let added: string;
    beforeAll(async () => {
      t = await startApp(backend);
      admin = await t.login('admin@harbor.test');
    });
    afterAll(() => t?.close());

    /** the rows of one side missing from the other, both ways, for every list (none when they agree) */
    async function disagreements() {
      const found: Record<string, unknown>[] = [];
      for (const { rows, table, onList } of lists) {
        const [{ columns }] = await t.rows<{ columns: string }>(sql`select string_agg(quote_ident(attname), ', ' order by attnum) as columns
          from pg_attribute where attrelid = ${rows}::regclass and attnum > 0 and not attisdropped`);
        const listed = sql`select ${sql.raw(columns)} from ${sql.identifier(table)} where ${onList}`;
        const kept = sql`select ${sql.raw(columns)} from ${sql.identifier(rows)}`;
        found.push(...(await t.rows(sql`(${listed} except ${kept}) union all (${kept} except ${listed})`)).map((row) => ({ rows, ...row })));
      }
      return found;
    }
    const count = async (table: string) => Number((await t.rows<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)}`))[0].n);
    const ok = async (response: { statusCode: number; body: string; json: () => { resolved: Record<string, unknown> } }) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };

    it('follows an added, renamed, retired and restored human and an added opportunity, found by the list search', async () => {
      const word = uniqueName('Rows').toLowerCase();
      const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });
      const found = async (term: string) => (await ok(await t.as(admin.token, { method: 'GET', url: `/v1/humans/search?limit=15&search=${term}` }))).count;
      const id = (await ok(await send('POST', '/v1/humans/upsert', { human: { first_Name: word, last_Name: 'Before' } }))).human_Reference_Id as string;
      added = id;
      const insured = (await ok(await send('POST', '/v1/humans/upsert', { human: { first_Name: 'Insured', last_Name: word } }))).human_Reference_Id as string;
      await ok(await send('POST', '/v1/opportunity/add', { first_Name_Insured_Reference_Id: insured, first_Name_Insured_Type: 'human', opportunity_Description: `${word} fleet`, effective_Date: day(30), expiration_Date: day(395) }));
      expect((await ok(await t.as(admin.token, { method: 'GET', url: `/v1/opportunity/search?limit=15&search=${word} fleet` }))).count).toBe(1);
      expect(await found(`${word} before`)).toBe(1);
      await ok(await send('POST', '/v1/humans/update', { human_Reference_Id: id, to_Update: { human: { first_Name: word, last_Name: 'After' } } }));
      expect([await found(`${word} before`), await found(`${word} after`)]).toEqual([0, 1]);
      expect(await disagreements()).toEqual([]);
      await ok(await send('PUT', '/v1/humans/retire', { human_Reference_Id: id }));
      expect(await found(`${word} after`)).toBe(0);
      expect(await disagreements()).toEqual([]);
      await t.rows(sql`update humans set retired_at = null where id = ${id}`);
      expect(await disagreements()).toEqual([]);
    });

    it('sorts a later page by an amount as the first, with a filter or without: page 2 goes on from page 1 in the premium\'s order', async () => {
      const word = uniqueName('Amounts').toLowerCase();
      const send = (url: string, payload: object) => t.as(admin.token, { method: 'POST', url, payload });
      const insured = (await ok(await send('/v1/humans/upsert', { human: { first_Name: 'Amounts', last_Name: word } }))).human_Reference_Id as string;
      // 97 to 1,649: three and four digits, whose order as text is not their order as amounts
      const premiums = Array.from({ length: 17 }, (_, i) => (i + 1) * 97);
      for (const premium of premiums) {
        await ok(await send('/v1/opportunity/add', { first_Name_Insured_Reference_Id: insured, first_Name_Insured_Type: 'human', opportunity_Description: word, expected_Premium: premium }));
      }
      const page = async (n: number, filter = '') => ((await ok(await t.as(admin.token, { method: 'GET', url: `/v1/opportunity/search?limit=15&search=${word}&sortKey=expected_Premium&sort=desc&page=${n}${filter}` }))).opportunities as { premium: unknown }[]).map((o) => Number(o.premium));
      expect([...(await page(1)), ...(await page(2))]).toEqual(premiums.toReversed());
      // with a filter (the record's own table, not its search rows), the same order
      expect([...(await page(1, '&premium_Min=1')), ...(await page(2, '&premium_Min=1'))]).toEqual(premiums.toReversed());
    });

    it('holds every record on each list, and none else', async () => {
      for (const { rows } of lists) expect(await count(rows), rows).toBeGreaterThan(0);
      expect(await disagreements()).toEqual([]);
    });

    it('follows raw writes to every list: a retire, a policy no longer the latest, sort keys changed, a delete', async () => {
      for (const { table } of lists) {
        const [row] = await t.rows<{ id: string }>(sql`select id from ${sql.identifier(table)} where retired_at is null order by id limit 1`);
        await t.rows(sql`update ${sql.identifier(table)} set retired_at = now() where id = ${row.id}`);
        await t.rows(sql`update ${sql.identifier(table)} set retired_at = null, created_at = created_at - interval '1 day' where id = ${row.id}`);
      }
      await t.rows(sql`update policies set is_latest = not is_latest where id = (select id from policies where is_latest order by id limit 1)`);
      await t.rows(sql`update humans set search_name = search_name || ' renamed', last_name = last_name || 'x'`);
      expect(await disagreements()).toEqual([]);
      const before = await count('human_search');
      await t.rows(sql`delete from humans where id = ${added}`);
      expect(await count('human_search')).toBe(before - 1);
      expect(await disagreements()).toEqual([]);
    });
  });
}
