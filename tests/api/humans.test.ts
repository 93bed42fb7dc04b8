import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, humanModel, startApp, type TestApp } from './support/app';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

for (const backend of backends) {
  describe(`humans API (${backend})`, () => {
    let t: TestApp;
    let admin: string;
    let viewer: string;
    beforeAll(async () => {
      t = await startApp(backend);
      admin = (await t.login('admin@harbor.test')).token;
      viewer = (await t.login('viewer@harbor.test')).token;
    });
    afterAll(() => t.close());

    const create = async (model: object) => {
      const response = await t.as(admin, { method: 'POST', url: '/v1/humans/upsert', payload: model });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { human_Reference_Id: string; version: number };
    };
    const details = (id: string, token = admin) => t.as(token, { method: 'GET', url: `/v1/humans/details?human_Reference_Id=${id}` });
    const search = async (query: string) => (await t.as(admin, { method: 'GET', url: `/v1/humans/search?${query}` })).json().resolved;
    const errorsOf = async (model: object) => {
      const response = await t.as(admin, { method: 'POST', url: '/v1/humans/upsert', payload: model });
      expect(response.statusCode).toBe(400);
      return response.json().errors as { field: string; message: string }[];
    };

    const full = humanModel('Augusta', 'Byron', {
      dates: [{ date_Type: 'DOB', value: '1990-12-10' }],
      encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }],
      drivers_License: { license_Number: 'D7654321', license_State: 'NY', first_Licensed_Date: '2008-05-01' },
      gender: { code: 'F' },
    });

    it('creates a human; the detail read masks the SSN and licence number', async () => {
      const { human_Reference_Id: id, version } = await create(full);
      expect(version).toBe(1);
      const read = (await details(id)).json().resolved;
      expect(read).toMatchObject({ first_Name: 'Augusta', last_Name: 'Byron', dob: '1990-12-10', gender: 'Female', ssn: '***-**-6789', license_Number: '****4321', license_State: 'NY' });
    });

    it('keeps SSN and licence number encrypted at rest', async () => {
      const { human_Reference_Id: id } = await create(full);
      const [row] = rows<Record<string, unknown>>(await t.database.db.execute(sql`select * from humans where id = ${id}`));
      const stored = JSON.stringify(row);
      expect(stored).not.toContain('123456789');
      expect(stored).not.toContain('123-45-6789');
      expect(stored).not.toContain('D7654321');
      expect(String(row.ssn_encrypted)).toMatch(/^v1\./);
    });

    it('reveals SSN and licence to the edit form of an editor only', async () => {
      const { human_Reference_Id: id } = await create(full);
      const edit = await t.as(admin, { method: 'GET', url: `/v1/humans?human_Reference_Id=${id}` });
      expect(edit.json().resolved.model.encrypted_String).toEqual([{ string_Type: 'SSN', string_Value: '123-45-6789' }]);
      expect(edit.json().resolved.model.drivers_License.license_Number).toBe('D7654321');
      const refused = await t.as(viewer, { method: 'GET', url: `/v1/humans?human_Reference_Id=${id}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseMessage).toContain("You don't have permission to perform this action");
    });

    it('answers the schema messages per field', async () => {
      expect(await errorsOf({ human: {} })).toEqual([
        { field: '/human/first_Name', message: 'First Name is required' },
        { field: '/human/last_Name', message: 'Last Name is required' },
      ]);
      const lengths = await errorsOf({ human: { first_Name: 'A', last_Name: 'L'.repeat(21) } });
      expect(lengths).toContainEqual({ field: '/human/first_Name', message: 'Minimum length is 2' });
      expect(lengths).toContainEqual({ field: '/human/last_Name', message: 'Maximum length is 20' });
      expect(await errorsOf(humanModel('Ada', 'Byron', { encrypted_String: [{ string_Type: 'SSN', string_Value: '12345' }] }))).toEqual([
        { field: '/encrypted_String/0/string_Value', message: 'Enter a valid 9 digit SSN' },
      ]);
      expect(await errorsOf(humanModel('Ada', 'Byron', { drivers_License: { license_State: 'NY' } }))).toEqual([
        { field: '/drivers_License/license_Number', message: "Driver's License Number is required" },
      ]);
      expect(await errorsOf(humanModel('Ada', 'Byron', { drivers_License: { license_Number: 'X1' } }))).toEqual([
        { field: '/drivers_License/license_State', message: "Driver's License State is required" },
      ]);
      const nextYear = `${new Date().getFullYear() + 1}-01-01`;
      expect(await errorsOf(humanModel('Ada', 'Byron', { dates: [{ date_Type: 'DOB', value: nextYear }] }))).toEqual([
        { field: '/dates/0/value', message: 'Date cannot be in the future' },
      ]);
      expect(await errorsOf(humanModel('Ada', 'Byron', { dates: [{ date_Type: 'DOB', value: '1990-02-30' }] }))).toEqual([
        { field: '/dates/0/value', message: 'Invalid date format' },
      ]);
    });

    it('updates changed groups with the version; a stale version answers 412', async () => {
      const { human_Reference_Id: id } = await create(full);
      const update = (version: number, to_Update: object) =>
        t.as(admin, { method: 'POST', url: '/v1/humans/update', payload: { human_Reference_Id: id, version, to_Update } });
      const first = await update(1, { human: { first_Name: 'Ada', last_Name: 'Lovelace', preferred_Name: 'Countess' } });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().resolved.version).toBe(2);
      const stale = await update(1, { human: { first_Name: 'Late', last_Name: 'Edit' } });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This human was changed by someone else since you opened it. Reload to see the latest details.');
      const read = (await details(id)).json().resolved;
      expect(read).toMatchObject({ first_Name: 'Ada', last_Name: 'Lovelace', preferred_Name: 'Countess', ssn: '***-**-6789', version: 2 });
      const invalid = await update(2, { drivers_License: { license_State: 'CA' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual([{ field: '/to_Update/drivers_License/license_Number', message: "Driver's License Number is required" }]);
    });

    it('retires: gone from search and details, still on the books, audited', async () => {
      const { human_Reference_Id: id } = await create(humanModel('Retiree', 'Zebulon'));
      const retire = await t.as(admin, { method: 'PUT', url: '/v1/humans/retire', payload: { human_Reference_Id: id, version: 1 } });
      expect(retire.statusCode).toBe(200);
      expect(retire.json().responseMessage).toBe('Human successfully removed');
      expect((await details(id)).statusCode).toBe(404);
      for (const isActive of ['', '&is_Active=true', '&is_Active=false']) {
        expect((await search(`search=zebulon${isActive}`)).count).toBe(0);
      }
      const [row] = rows<{ retired_at: unknown }>(await t.database.db.execute(sql`select retired_at from humans where id = ${id}`));
      expect(row.retired_at).not.toBeNull();
      const again = await t.as(admin, { method: 'PUT', url: '/v1/humans/retire', payload: { human_Reference_Id: id } });
      expect(again.statusCode).toBe(404);
    });

    it('writes who changed what to the audit log, never the plain SSN', async () => {
      const { human_Reference_Id: id } = await create(full);
      await t.as(admin, { method: 'POST', url: '/v1/humans/update', payload: { human_Reference_Id: id, version: 1, to_Update: { encrypted_String: [{ string_Type: 'SSN', string_Value: '987-65-4321' }] } } });
      await t.as(admin, { method: 'PUT', url: '/v1/humans/retire', payload: { human_Reference_Id: id } });
      const entries = rows<{ action: string; user_id: string; changes: unknown }>(
        await t.database.db.execute(sql`select action, user_id, changes from audit_log where record_id = ${id} order by id`),
      );
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'retire']);
      expect(entries.every((e) => typeof e.user_id === 'string')).toBe(true);
      const created = entries[0].changes as Record<string, { to: unknown }>;
      expect(created.firstName).toEqual({ from: null, to: 'Augusta' });
      expect(entries[1].changes).toEqual({ ssnEncrypted: 'changed' });
      const all = JSON.stringify(entries);
      expect(all).not.toContain('123456789');
      expect(all).not.toContain('987654321');
    });

    it('pages, searches and sorts the list', async () => {
      const stamp = `Qz${Date.now() % 100000}`;
      for (const [first, dob] of [['Anna', '1980-01-01'], ['Bella', '1970-01-01'], ['Cora', '1990-01-01']]) {
        await create(humanModel(first, stamp, { dates: [{ date_Type: 'DOB', value: dob }] }));
      }
      const page1 = await search(`search=${stamp}&limit=2&page=1&sortKey=first_Name`);
      expect(page1).toMatchObject({ count: 3, current_Page: 1, last_Page: 2 });
      expect(page1.humans.map((h: { first_Name: string }) => h.first_Name)).toEqual(['Anna', 'Bella']);
      const page2 = await search(`search=${stamp}&limit=2&page=2&sortKey=first_Name`);
      expect(page2.humans.map((h: { first_Name: string }) => h.first_Name)).toEqual(['Cora']);
      const byDob = await search(`search=${stamp.toLowerCase()}&sortKey=dob&sort=desc`);
      expect(byDob.humans.map((h: { first_Name: string }) => h.first_Name)).toEqual(['Cora', 'Anna', 'Bella']);
      expect((await search(`search=${encodeURIComponent(`bella ${stamp}`)}`)).count).toBe(1);
      expect((await search('search=%25')).count).toBe(0);
    });

    it('counts stay true across writes (counts are cached per data version)', async () => {
      const name = `Vq${Date.now() % 100000}`;
      expect((await search(`search=${name}`)).count).toBe(0);
      const { human_Reference_Id: id } = await create(humanModel('Counted', name));
      expect((await search(`search=${name}`)).count).toBe(1);
      await create(humanModel('Counted', name));
      expect((await search(`search=${name}`)).count).toBe(2);
      await t.as(admin, { method: 'PUT', url: '/v1/humans/retire', payload: { human_Reference_Id: id } });
      expect((await search(`search=${name}`)).count).toBe(1);
    });

    it('filters by the list filters', async () => {
      const all = await search('limit=100');
      const count = async (query: string) => (await search(`limit=100&${query}`)).count as number;
      expect(all.count).toBeGreaterThan(60);
      expect((await count('is_Agency_Participant=true')) + (await count('is_Agency_Participant=false'))).toBe(all.count);
      expect((await count('open_Opportunity=true')) + (await count('open_Opportunity=false'))).toBe(all.count);
      expect((await count('active_Policies=true')) + (await count('active_Policies=false'))).toBe(all.count);
      expect((await count('is_Active=true')) + (await count('is_Active=false'))).toBe(all.count);
      const rich = (await search('limit=100&active_Premium_Min=100000&active_Premium_Max=200000')).humans as { active_Premium: number }[];
      expect(rich.length).toBeGreaterThan(0);
      expect(rich.every((h) => h.active_Premium >= 100000 && h.active_Premium <= 200000)).toBe(true);
      const mine = await count('is_Mine=true');
      expect(mine).toBeGreaterThan(0);
      expect(mine).toBeLessThan(all.count);
    });

    it('refuses bad queries with 400, not 500', async () => {
      const response = await t.as(admin, { method: 'GET', url: '/v1/humans/search?limit=0&sortKey=evil' });
      expect(response.statusCode).toBe(400);
      expect(response.json().responseMessage).toBe('The request has invalid query parameters.');
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['/limit', '/sortKey']);
      expect((await details('not-a-uuid')).statusCode).toBe(400);
    });

    it('looks humans up by name for pickers', async () => {
      await create(humanModel('Lookup', 'Quixote'));
      const response = await t.as(admin, { method: 'GET', url: '/v1/lookup/humans?search=quixote' });
      expect(response.statusCode).toBe(200);
      expect(response.json().resolved.humans).toEqual([expect.objectContaining({ name: 'Lookup Quixote', from_Id: expect.any(String) })]);
    });
  });
}
