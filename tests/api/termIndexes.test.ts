import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termIndexesOf } from '../../src/server/records/search';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

/**
 * Each list searched by a term without filters: its search rows (the file list, which has none: its table's
 * rows not retired), and the order of each sort key asked (their columns, then the id).
 */
const lists = [
  { url: '/v1/humans/search', rows: 'human_search', answer: 'humans', sorts: { name: 'last_name, first_name', dob: 'dob, last_name' } },
  { url: '/v1/entities/search', rows: 'entity_search', answer: 'entities', sorts: { name: 'name', date_Of_Incorporation: 'date_of_incorporation, name' } },
  { url: '/v1/opportunity/search', rows: 'opportunity_search', answer: 'opportunities', sorts: { created_At: 'created_at', expected_Premium: 'premium' } },
  { url: '/v1/policy/list', rows: 'policy_search', answer: 'policies', sorts: { effective_Date: 'effective_date', insured_Name: 'insured_name' } },
  { url: '/v1/files', rows: 'files', onList: sql` and retired_at is null`, answer: 'file_Data', sorts: { uploaded_Date: 'created_at', name: 'search_name' } },
];
const idOf = (row: Record<string, unknown>) => row.reference_Id ?? row.human_Reference_Id ?? row.entity_Reference_Id ?? row.opportunity_Reference_Id ?? row.policy_Reference_Id ?? row.file_Reference_Id;

/**
 * A search without filters is answered from the list's term index in memory once searches keep
 * asking (keptIndexes.ts): its count and pages are the database's, term for term, in every order and
 * on every page, signs and spaces in the term included; a write is seen at once.
 */
for (const backend of backends) {
  describe(`a list's term index answers as the database does (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    beforeAll(async () => {
      // with the demo's work: its files
      t = await startApp(backend, { work: true });
      admin = await t.login('admin@harbor.test');
    });
    afterAll(() => t?.close());

    const get = async (url: string) => {
      const response = await t.as(admin.token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as Record<string, unknown> & { count: number };
    };
    const send = async (url: string, payload: object) => {
      const response = await t.as(admin.token, { method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as Record<string, unknown>;
    };
    const addHuman = async (first: string, last: string) => (await send('/v1/humans/upsert', { human: { first_Name: first, last_Name: last } })).human_Reference_Id as string;
    /** the ids matching `term` in the list's search rows, in the order of `orderBy` (what a search must answer) */
    const expected = async ({ rows, onList = sql`` }: (typeof lists)[number], term: string, orderBy: string, direction: 'asc' | 'desc') => {
      const pattern = `%${term.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[\\%_]/g, '\\$&')}%`;
      const order = sql.raw(`${orderBy.split(', ').map((column) => `${column} ${direction}`).join(', ')}, id ${direction}`);
      return (await t.rows<{ id: string }>(sql`select id from ${sql.identifier(rows)} where tenant_id = ${admin.tenantId} and search_name like ${pattern}${onList} order by ${order}`)).map((r) => r.id);
    };
    /** up to `n` different three-letter pieces of the list's search texts, and a longer piece of some */
    const termsOf = async ({ rows, onList = sql`` }: (typeof lists)[number], n: number) => {
      const texts = (await t.rows<{ s: string }>(sql`select search_name as s from ${sql.identifier(rows)} where tenant_id = ${admin.tenantId}${onList} order by id`)).map((r) => r.s);
      const pieces = new Set<string>();
      for (const text of texts) {
        // three characters, none a space at an end (a term is trimmed: two would be left, which no index answers)
        for (let at = 0; at + 3 <= text.length && pieces.size < n; at += 4) if (text.slice(at, at + 3).trim().length === 3) pieces.add(text.slice(at, at + 3));
      }
      return [...new Set([...pieces, ...texts.slice(0, 3).map((text) => text.slice(0, 6).toUpperCase())])];
    };
    /** each term asked of every sort and both directions, two pages of 3: each answer's ids and count as the database's */
    const agrees = async (list: (typeof lists)[number], terms: string[]) => {
      let asked = 0;
      let matched = 0;
      for (const term of terms) {
        for (const [sortKey, orderBy] of Object.entries(list.sorts)) {
          for (const sort of ['asc', 'desc'] as const) {
            const all = await expected(list, term, orderBy, sort);
            matched += all.length;
            for (const page of [1, 2]) {
              const answer = await get(`${list.url}?limit=3&page=${page}&sortKey=${sortKey}&sort=${sort}&search=${encodeURIComponent(term)}`);
              const ids = (answer[list.answer] as Record<string, unknown>[]).map(idOf);
              expect([term, sortKey, sort, page, answer.count, ids]).toEqual([term, sortKey, sort, page, all.length, all.slice((page - 1) * 3, page * 3)]);
              asked++;
            }
          }
        }
      }
      // the list's own texts are found: each list has records to search
      expect([list.url, matched > 0]).toEqual([list.url, true]);
      return asked;
    };
    /** enough new terms of every sort that the list's indexes are built, and their builds ended */
    const built = async (list: (typeof lists)[number]) => {
      for (const sortKey of Object.keys(list.sorts)) {
        for (let n = 0; n < 25; n++) await get(`${list.url}?limit=3&sortKey=${sortKey}&search=${uniqueName('warm').toLowerCase()}`);
      }
      await termIndexesOf(t.db)!.settled();
    };

    it('counts and pages each list as the database does, term for term, from its index once built', async () => {
      const word = uniqueName('Idx').toLowerCase();
      // signs a pattern would read as wildcards, spaces, letters beyond ASCII
      const insured = await addHuman(`${word}_50%`, `O'Brien  Zoë`);
      await addHuman(`${word}x50y`, 'Obrien');
      // opportunities (the demo has none), some of one premium: the id orders those
      for (const [description, premium] of [['Fleet auto', 500], ['Cyber liability', 500], ['Home and auto', 1200], ['Fleet and cargo', 90]] as const) {
        await send('/v1/opportunity/add', { first_Name_Insured_Reference_Id: insured, first_Name_Insured_Type: 'human', opportunity_Description: `${description} ${word}`, expected_Premium: premium });
      }
      for (const list of lists) {
        const terms = [...(await termsOf(list, 8)), `${word}_50%`, '_50', `  o'brien   ZOË `, 'zzq'];
        // before the index: the database answers
        await agrees(list, terms.slice(0, 2));
        await built(list);
        const before = termIndexesOf(t.db)!.size().answered;
        const asked = await agrees(list, terms);
        // every search answered from the index (each asked once: none kept as an answer)
        expect(termIndexesOf(t.db)!.size().answered - before).toBe(asked);
      }
      expect(termIndexesOf(t.db)!.size().indexes).toBe(10);
    });

    it('sees a write at once: a new human is found by the next search, then by the index built again', async () => {
      const list = lists[0];
      await built(list);
      const word = uniqueName('Later').toLowerCase();
      await addHuman(word, 'Added');
      expect((await get(`${list.url}?search=${word}`)).count).toBe(1);
      await built(list);
      const before = termIndexesOf(t.db)!.size().answered;
      expect((await get(`${list.url}?search=${word} add`)).count).toBe(1);
      expect(termIndexesOf(t.db)!.size().answered - before).toBe(1);
    });
  });
}
