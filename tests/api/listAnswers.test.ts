import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixToday, today } from '../../src/engine/core/clock';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';
import { multipart } from './helpers/multipart';

/**
 * The lists' answers are kept in memory while nothing they show has changed (search.ts `answers`):
 * each page is asked three times before a write (kept from its second asking, the third answered from memory),
 * then once after it.
 */
for (const backend of backends) {
  describe(`list answers kept in memory show every write to what they show (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let summit: Session;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      lobs = (await get(admin, '/v1/lob')).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const ok = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    /** a list's answer, asked three times (kept from the second, the third from memory): all the same */
    const listed = async (s: Session, url: string) => {
      const first = await ok(await get(s, url));
      expect(await ok(await get(s, url))).toEqual(first);
      expect(await ok(await get(s, url))).toEqual(first);
      return first;
    };
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const addHuman = async (first: string, last: string, who = admin) => (await ok(await send(who, 'POST', '/v1/humans/upsert', { human: { first_Name: first, last_Name: last } }))).human_Reference_Id as string;
    const addEntity = async (name: string) => (await ok(await send(admin, 'POST', '/v1/entities/upsert', { entity: { name } }))).entity_Reference_Id as string;
    const renameHuman = async (id: string, first: string, last: string) => ok(await send(admin, 'POST', '/v1/humans/update', { human_Reference_Id: id, to_Update: { human: { first_Name: first, last_Name: last } } }));
    const renameEntity = async (id: string, name: string) => ok(await send(admin, 'POST', '/v1/entity/update', { entity_Reference_Id: id, to_Update: { entity: { name } } }));

    it('humans: a rename shows on the next page; another tenant and another user have pages of their own', async () => {
      const word = uniqueName('Kept').toLowerCase();
      const id = await addHuman(word, 'Before');
      const url = `/v1/humans/search?limit=15&search=${word}`;
      expect((await listed(admin, url)).humans.map((h: { last_Name: string }) => h.last_Name)).toEqual(['Before']);
      await renameHuman(id, word, 'After');
      expect((await listed(admin, url)).humans.map((h: { last_Name: string }) => h.last_Name)).toEqual(['After']);

      // Summit at the same data version as Harbor, asking the same page: its own answer (none of Harbor's humans)
      await t.rows(sql`insert into data_versions (tenant_id, record_type, version)
        select ${summit.tenantId}, record_type, version from data_versions where tenant_id = ${admin.tenantId} and record_type = 'human'
        on conflict (tenant_id, record_type) do update set version = excluded.version`);
      expect((await listed(summit, url)).humans).toEqual([]);
      expect((await listed(admin, url)).count).toBe(1);

      // "Mine only": the admin's human is not the CSR's
      const mine = `${url}&is_Mine=true`;
      expect((await listed(admin, mine)).count).toBe(1);
      expect((await listed(csr, mine)).count).toBe(0);
      await addHuman(word, 'Theirs', csr);
      expect((await listed(csr, mine)).humans.map((h: { last_Name: string }) => h.last_Name)).toEqual(['Theirs']);
      expect((await listed(admin, mine)).humans.map((h: { last_Name: string }) => h.last_Name)).toEqual(['After']);
    });

    it("entities: a rename, its key human's rename and the key human's contact retired each show on the next page", async () => {
      const name = uniqueName('Kept Co ');
      const entityId = await addEntity(name);
      const humanId = await addHuman('Key', 'Before');
      await ok(await send(admin, 'POST', '/v1/relationship/create', { category: 'ENTITY_TO_HUMAN', entity_Reference_Id: entityId, human_Reference_Id: humanId, relationship_Type: 'producer' }));
      const url = `/v1/entities/search?limit=15&search=${encodeURIComponent(name.toLowerCase())}`;
      const row = async () => (await listed(admin, url)).entities[0] as { name: string; key_Humans: { last_Name: string }[] };
      expect((await row()).key_Humans.map((h) => h.last_Name)).toEqual(['Before']);
      await renameEntity(entityId, `${name} Renamed`);
      expect((await row()).name).toBe(`${name} Renamed`);
      await renameHuman(humanId, 'Key', 'After');
      expect((await row()).key_Humans.map((h) => h.last_Name)).toEqual(['After']);
      const [{ id: contactId }] = await t.rows<{ id: string }>(sql`select contact_id as id from contact_links where record_type = 'human' and record_id = ${humanId} and entity_related_to = ${entityId}`);
      await ok(await send(admin, 'PUT', '/v1/retire/contact', { contact_Reference_Id: contactId }));
      expect((await row()).key_Humans).toEqual([]);
    });

    it("policies: an edit shows on the next page, and a policy's status as of the clock's today", async () => {
      const [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and retired_at is null and market_type = 'carrier' limit 1`);
      const number = uniqueName('KEPT-');
      const entityId = await addEntity(uniqueName('Kept Insured '));
      const { policy_Reference_Id: id } = await ok(await send(admin, 'POST', '/v1/policy/add', {
        market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New',
        effective_Date: day(-100), expiration_Date: day(1), carrier_Issued_Policy_Id: number,
        line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1000, selected_Commission: 100 }],
      }));
      const url = `/v1/policy/list?limit=15&search=${number.toLowerCase()}`;
      const row = async () => (await listed(admin, url)).policies[0] as { policy_Status: string; actual_Premium: number };
      await ok(await send(admin, 'PUT', '/v1/policy/status', { policy_Reference_Id: id, version: 1, policy_Status: 'bound', binder_Number: 'B-1', bind_Date: day(0) }));
      expect(await row()).toMatchObject({ policy_Status: 'bound', actual_Premium: 1000 });
      const was = today();
      try {
        fixToday(day(2));
        expect((await row()).policy_Status).toBe('expired');
      } finally {
        fixToday(was);
      }
      expect((await row()).policy_Status).toBe('bound');
    });

    it("opportunities: its own edit, a submission, its line's market renamed and its participants renamed each show on the next page", async () => {
      const word = uniqueName('Kept').toLowerCase();
      const insured = await addHuman(word, 'Insured');
      const participant = await addHuman('Part', 'Before');
      const entity = await addEntity(uniqueName('Part Co '));
      const marketName = uniqueName('Kept Market ');
      const { market_Reference_Id: marketId } = await ok(await send(admin, 'POST', '/v1/market/add', { market_Name: marketName, market_Type: 'carrier' }));
      const { opportunity_Reference_Id: id } = await ok(await send(admin, 'POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: insured, first_Name_Insured_Type: 'human', opportunity_Description: `${word} fleet`,
        effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto'), market_Reference_Id: marketId }],
        additional_Participants: [{ reference_Id: participant, type: 'human', role: 'Broker' }, { reference_Id: entity, type: 'entity', role: 'Lender' }],
      }));
      const url = `/v1/opportunity/search?limit=15&search=${word}`;
      type Row = { is_Priority: boolean; submission_Count: number; LOB_Data: { market_Name: string }[]; additional_Participants: { name: string }[] };
      const row = async () => (await listed(admin, url)).opportunities[0] as Row;
      const names = async () => (await row()).additional_Participants.map((p) => p.name).sort();
      expect(await row()).toMatchObject({ is_Priority: false, submission_Count: 0, LOB_Data: [{ market_Name: marketName }] });

      await ok(await send(admin, 'PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, is_Priority: true }));
      expect((await row()).is_Priority).toBe(true);
      await ok(await send(admin, 'POST', '/v1/opportunity/submission', { opportunity_Reference_Id: id, market_Reference_Id: marketId, line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }] }));
      expect((await row()).submission_Count).toBe(1);
      await ok(await send(admin, 'PUT', '/v1/market/edit', { market_Reference_Id: marketId, market_Name: `${marketName} Renamed` }));
      expect((await row()).LOB_Data[0].market_Name).toBe(`${marketName} Renamed`);
      const entityName = (await names()).find((n) => n.startsWith('Part Co'))!;
      await renameHuman(participant, 'Part', 'After');
      expect(await names()).toEqual([entityName, 'Part After'].sort());
      await renameEntity(entity, `${entityName} Renamed`);
      expect(await names()).toEqual([`${entityName} Renamed`, 'Part After'].sort());
    });

    it("files: its own edit, a new version, its Related to's rename and its retirement each show on the next page", async () => {
      const word = uniqueName('kept').toLowerCase();
      const upload = async (fields: Record<string, string>) => {
        const { payload, headers } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename: `${word}.txt`, content: Buffer.from(`${word} ${fields.file_name ?? ''}`) }]);
        return ok(await t.app.inject({ method: 'POST', url: '/v1/upload/file', payload, headers: { ...headers, authorization: `Bearer ${admin.token}` } }));
      };
      const { file_Reference_Id: id } = await upload({});
      const humanId = await addHuman('Filed', 'Before');
      const entityId = await addEntity(uniqueName('Filed Co '));
      const url = `/v1/files?limit=20&search=${word}`;
      type Row = { name: string; latest_Version: number; related_To_Name: string | null };
      const row = async () => (await listed(admin, url)).file_Data[0] as Row | undefined;
      expect(await row()).toMatchObject({ name: `${word}.txt`, latest_Version: 1, related_To_Name: null });

      await ok(await send(admin, 'PUT', '/v1/metadata/file/update', { file_Reference_Id: id, related_To: { type: 'Human', reference_Id: humanId } }));
      expect((await row())!.related_To_Name).toBe('Filed Before');
      await renameHuman(humanId, 'Filed', 'After');
      expect((await row())!.related_To_Name).toBe('Filed After');
      await ok(await send(admin, 'PUT', '/v1/metadata/file/update', { file_Reference_Id: id, related_To: { type: 'Entity', reference_Id: entityId } }));
      const entityName = (await row())!.related_To_Name!;
      await renameEntity(entityId, `${entityName} Renamed`);
      expect((await row())!.related_To_Name).toBe(`${entityName} Renamed`);
      await upload({ file_Reference_Id: id, file_name: `${word} second.txt` });
      expect(await row()).toMatchObject({ name: `${word} second.txt`, latest_Version: 2 });
      // the same page for another tenant: its own answer (none of Harbor's files)
      expect((await listed(summit, url)).file_Data).toEqual([]);
      await ok(await send(admin, 'PUT', '/v1/retire/file', { file_Reference_Id: id }));
      expect(await row()).toBeUndefined();
    });

    it("names an opportunity's participants from its own tenant's clients only", async () => {
      const insured = await addHuman(uniqueName('Own'), 'Insured');
      const { opportunity_Reference_Id: id } = await ok(await send(admin, 'POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: insured, first_Name_Insured_Type: 'human', additional_Participants: [{ reference_Id: insured, type: 'human', role: 'Broker' }],
      }));
      // a participant naming another tenant's human (no route lets one in) is not shown, nor its name read
      const [{ id: theirs }] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${summit.tenantId} limit 1`);
      await t.rows(sql`update opportunities set participants = jsonb_set(participants, '{0,reference_Id}', to_jsonb(${theirs}::text)) where id = ${id}`);
      const [read] = (await ok(await get(admin, `/v1/opportunity?opportunity_Reference_Id=${id}`))).opportunity;
      expect(read.additional_Participants).toEqual([]);
    });

    it('a search not asked before reads its page and its count in one statement; every page, past the last too and in both orders, in the list order', async () => {
      const word = uniqueName('Once').toLowerCase();
      for (const [first, last] of [['B', 'Cole'], ['A', 'Cole'], ['Z', 'Abbot'], ['C', 'Moss']]) await addHuman(`${first}${word}`, last);
      const names = (page: { humans: { first_Name: string; last_Name: string }[] }) => page.humans.map((h) => `${h.first_Name.slice(0, 1)} ${h.last_Name}`);
      const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const query = client.query;
      let statements = 0;
      client.query = (...args: unknown[]) => {
        statements += 1;
        return query.apply(client, args);
      };
      let first;
      try {
        first = await ok(await get(admin, `/v1/humans/search?limit=3&page=1&search=${word}`));
      } finally {
        client.query = query;
      }
      // the data versions read, then the page with its count
      expect(statements).toBe(2);
      expect(first).toMatchObject({ count: 4, current_Page: 1, last_Page: 2 });
      expect(names(first)).toEqual(['Z Abbot', 'A Cole', 'B Cole']);
      // each page below by a term of its own (a part of the word), so each is counted with its page too
      const page = async (term: string, n: number, sort: 'asc' | 'desc') => ok(await get(admin, `/v1/humans/search?limit=3&page=${n}&sort=${sort}&search=${term}`));
      const second = await page(word.slice(1), 2, 'asc');
      expect(second).toMatchObject({ count: 4, current_Page: 2, last_Page: 2 });
      expect(names(second)).toEqual(['C Moss']);
      const past = await page(word.slice(2), 3, 'asc');
      expect(past).toMatchObject({ count: 4, current_Page: 3, last_Page: 2, humans: [] });
      expect(names(await page(word.slice(0, -1), 1, 'desc'))).toEqual(['C Moss', 'B Cole', 'A Cole']);
      expect(names(await page(word.slice(1, -1), 2, 'desc'))).toEqual(['Z Abbot']);
    });

    it('a write answered before a read starts is seen by that read, while other reads of the page run all along', async () => {
      const word = uniqueName('Race').toLowerCase();
      const id = await addHuman(word, 'N0');
      const url = `/v1/humans/search?limit=15&search=${word}`;
      let writing = true;
      const reader = async () => {
        while (writing) expect((await get(admin, url)).statusCode).toBe(200);
      };
      const readers = [reader(), reader(), reader()];
      try {
        for (let n = 1; n <= 15; n++) {
          await renameHuman(id, word, `N${n}`);
          const [a, b] = await Promise.all([get(admin, url), get(admin, url)]);
          for (const answer of [a, b]) expect(answer.json().resolved.humans.map((h: { last_Name: string }) => h.last_Name)).toEqual([`N${n}`]);
        }
      } finally {
        writing = false;
        await Promise.all(readers);
      }
    });
  });
}
