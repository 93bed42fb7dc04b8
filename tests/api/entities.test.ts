import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, missingId, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { call } from './helpers/typedClient';

const invalidFields = 'Some fields are not valid. Please correct them and try again.';

/** The spec's entity model (document 01, section 3), every field and group, with its contact information. */
function fullEntityModel(name: string) {
  return {
    entity: {
      name, entity_Type: 'Business', legal_Entity_Type: 'Limited Liability Company', legal_Entity_Type_Code: 'llc',
      entity_Description: 'Cold storage and trucking', annual_Revenue: 1250000.5, number_Of_Employees: 50,
      date_Of_Incorporation: '2004-09-30', is_Agency_Participant: true, is_Closed: false, finance_Info_Type_Revenue: 'Annual Revenue',
      website_Url: 'https://coldchain.example.com', dba: 'ColdChain',
    },
    alternate_Name: [{ name_Type: 'DBA', alternate_Name: 'ColdChain', is_Current: true }],
    encrypted_String: [{ string_Type: 'FEIN', string_Value: '12-3456789', issuing_Authority: 'Government Agency', is_Current: true }],
    contact: { type: 'business', name: 'Main office', marketing: true, is_Primary: true, is_Current: true, preferred_Contact_Method: 'phone' },
    phone_Number: [{ phone_Number: '312-555-0100', phone_Reference_Type: 'primary', country_Code: '+1', phone_Type: 'telephone', phone_Usage_Type: 'business', can_Call: true, is_Current: true }],
    email: { email_Address: 'office@coldchain.example.com', code: 'business', is_Verified: false, is_Current: true },
    web_url: [{ url_Type: 'WEBSITE_URL', url: 'https://coldchain.example.com', is_Current: true }],
    address: [
      { address_Type: 'mailing', line1: '200 Dock Rd', city: 'Chicago', state: 'Illinois', state_Code: 'IL', zip_Code: '60601', country: 'United States', country_Code: 'us', is_Current: true },
      { address_Type: 'physical', line1: '9 Freezer Way', city: 'Joliet', state_Code: 'IL', zip_Code: '60431', is_Current: true },
    ],
  };
}

for (const backend of backends) {
  describe(`entities (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const get = (url: string, who: Session = csr) => t.as(who.token, { method: 'GET', url });
    const upsert = (model: unknown, who: Session = csr) => t.as(who.token, { method: 'POST', url: '/v1/entities/upsert', payload: model as object });
    const update = (id: string, version: number, to_Update: object, who: Session = csr) =>
      t.as(who.token, { method: 'POST', url: '/v1/entity/update', payload: { entity_Reference_Id: id, version, to_Update } });
    const created = async (model: unknown = fullEntityModel(`Cold ${uniqueName()}`)) => {
      const response = await upsert(model);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { entity_Reference_Id: string; version: number };
    };
    const errorsOf = async (model: unknown) => {
      const response = await upsert(model);
      expect(response.statusCode).toBe(400);
      expect(response.json().responseMessage).toBe(invalidFields);
      return response.json().errors;
    };

    it('takes the spec’s full model, seals the FEIN, and reads it back masked, with its contact and labels', async () => {
      const name = `Cold ${uniqueName()}`;
      const response = await upsert(fullEntityModel(name));
      expect(response.json()).toMatchObject({ responseCode: 200, responseMessage: 'Entity successfully added' });
      const id = response.json().resolved.entity_Reference_Id;
      const [stored] = await t.rows<{ tax_id_encrypted: string; tax_id_last4: string }>(sql`select tax_id_encrypted, tax_id_last4 from entities where id = ${id}`);
      expect(stored.tax_id_encrypted).not.toContain('3456789');
      expect(t.cipher.decrypt(stored.tax_id_encrypted)).toBe('123456789');

      const details = (await get(`/v1/entity/details?entity_Reference_Id=${id}`)).json().resolved.entityData;
      expect(details).toMatchObject({
        reference_Id: id, name, dba: 'ColdChain', entity_Type: 'Business', legal_Entity_Type: 'Limited Liability Company', legal_Entity_Type_Code: 'llc',
        annual_Revenue: 1250000.5, number_Of_Employees: 50, date_Of_Incorporation: '2004-09-30', fein: '**-***6789', tax_Id_Type: 'FEIN',
        website_Url: 'https://coldchain.example.com', is_Agency_Participant: true, is_Closed: false, finance_Info_Type_Revenue: 'Annual Revenue',
      });
      expect(details.contact_Details).toEqual([expect.objectContaining({
        contact_Type: 'business', primary_Phone: '312-555-0100', email_Address: 'office@coldchain.example.com',
        mailing_Address_City: 'Chicago', physical_Address_City: 'Joliet',
      })]);

      const form = (await get(`/v1/entity/fetch-company-details?entity_Reference_Id=${id}`)).json().resolved;
      expect(form.version).toBe(1);
      expect(form.model.encrypted_String).toEqual([{ string_Type: 'FEIN', string_Value: '12-3456789' }]);
      expect(form.model.entity).toMatchObject({ name, legal_Entity_Type: 'Limited Liability Company', number_Of_Employees: 50 });
      const revealed = await t.rows<{ action: string }>(sql`select action from audit_log where record_id = ${id} order by id`);
      expect(revealed.map((r) => r.action)).toEqual(['create', 'reveal']);
    });

    it('checks every entity rule with the spec’s messages', async () => {
      const model = (entity: object, rest: object = {}) => ({ ...fullEntityModel('Valid Name'), entity: { ...fullEntityModel('Valid Name').entity, ...entity }, ...rest });
      expect(await errorsOf({ entity: {} })).toEqual([{ field: '/entity/name', message: 'Business Name is required' }]);
      expect(await errorsOf(model({ name: '   ' }))).toEqual([{ field: '/entity/name', message: 'Minimum length is 5' }]);
      expect(await errorsOf(model({ name: 'Acme' }))).toEqual([{ field: '/entity/name', message: 'Minimum length is 5' }]);
      expect(await errorsOf(model({ name: 'x'.repeat(101) }))).toEqual([{ field: '/entity/name', message: 'Maximum length is 100' }]);
      expect(await errorsOf(model({ dba: 'd'.repeat(101) }))).toEqual([{ field: '/entity/dba', message: 'DBA cannot exceed 100 characters.' }]);
      expect(await errorsOf(model({ entity_Description: 'd'.repeat(501) }))).toEqual([{ field: '/entity/entity_Description', message: 'Business Description cannot exceed 500 characters.' }]);
      expect(await errorsOf(model({ number_Of_Employees: 7 }))).toEqual([{ field: '/entity/number_Of_Employees', message: 'Choose the number of employees from the list' }]);
      expect(await errorsOf(model({ date_Of_Incorporation: '2999-01-01' }))).toEqual([{ field: '/entity/date_Of_Incorporation', message: 'Date cannot be in the future' }]);
      expect(await errorsOf(model({ website_Url: 'not a url' }))).toEqual([{ field: '/entity/website_Url', message: 'Enter a valid URL' }]);
      expect(await errorsOf(model({}, { encrypted_String: [{ string_Type: 'FEIN', string_Value: '12-345' }] }))).toEqual([{ field: '/encrypted_String/0/string_Value', message: 'Enter a valid 9 digit FEIN' }]);
      expect(await errorsOf(model({}, { encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }] }))).toEqual([{ field: '/encrypted_String/0/string_Type', message: 'Only a Sole Proprietor can give an SSN instead of a FEIN' }]);
      expect(await errorsOf(model({ legal_Entity_Type_Code: 'sole_proprietor' }, { encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45' }] }))).toEqual([{ field: '/encrypted_String/0/string_Value', message: 'Enter a valid 9 digit SSN' }]);
      const soleProprietor = await upsert(model({ legal_Entity_Type_Code: 'sole_proprietor' }, { encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }] }));
      expect(soleProprietor.statusCode).toBe(200);
      const ssn = await get(`/v1/entity/details?entity_Reference_Id=${soleProprietor.json().resolved.entity_Reference_Id}`);
      expect(ssn.json().resolved.entityData).toMatchObject({ fein: '***-**-6789', tax_Id_Type: 'SSN' });
    });

    it('stores the upper bound of the employee range: >1000 as 1001', async () => {
      const { entity_Reference_Id: id } = await created({ entity: { name: `Big ${uniqueName()}`, number_Of_Employees: 1001 } });
      expect((await get(`/v1/entity/details?entity_Reference_Id=${id}`)).json().resolved.entityData.number_Of_Employees).toBe(1001);
    });

    it('updates the changed groups, refuses a stale version with 412, and closes the business', async () => {
      const { entity_Reference_Id: id, version } = await created();
      const renamed = `Renamed ${uniqueName()}`;
      const first = await update(id, version, { entity: { ...fullEntityModel(renamed).entity, is_Closed: true } });
      expect(first.json()).toMatchObject({ responseMessage: 'Entity successfully updated', resolved: { version: version + 1 } });
      const stale = await update(id, version, { entity: { name: 'Someone Else' } });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This entity was changed by someone else since you opened it. Reload to see the latest details.');
      const details = (await get(`/v1/entity/details?entity_Reference_Id=${id}`)).json().resolved.entityData;
      expect(details).toMatchObject({ name: renamed, is_Closed: true, fein: '**-***6789' });
      const [audit] = await t.rows<{ changes: Record<string, unknown> }>(sql`select changes from audit_log where record_id = ${id} and action = 'update'`);
      expect(audit.changes).toEqual({ name: expect.objectContaining({ to: renamed }), isClosed: { from: false, to: true } });
    });

    it('retires: the entity leaves the list, its reads answer 404, it stays on the books', async () => {
      const name = `Retire ${uniqueName()}`;
      const { entity_Reference_Id: id, version } = await created({ entity: { name } });
      const refused = await t.as(viewer.token, { method: 'PUT', url: '/v1/entity/retire', payload: { entity_Reference_Id: id, version } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseMessage).toContain(noPermission);
      const retired = await t.as(admin.token, { method: 'PUT', url: '/v1/entity/retire', payload: { entity_Reference_Id: id, version } });
      expect(retired.json()).toMatchObject({ responseCode: 200, responseMessage: 'Entity successfully removed' });
      expect((await get(`/v1/entities/search?search=${encodeURIComponent(name)}`)).json().resolved.count).toBe(0);
      expect((await get(`/v1/entity/details?entity_Reference_Id=${id}`)).json().resolved.entityData).toMatchObject({ reference_Id: id, is_Retired: true });
      const [row] = await t.rows<{ retired_at: string | null }>(sql`select retired_at from entities where id = ${id}`);
      expect(row.retired_at).not.toBeNull();
    });

    it('keeps tenants apart: another tenant’s entity answers 404 everywhere', async () => {
      const { entity_Reference_Id: id, version } = await created();
      for (const url of [`/v1/entity/details?entity_Reference_Id=${id}`, `/v1/entity/fetch-company-details?entity_Reference_Id=${id}`]) {
        const response = await get(url, summit);
        expect(response.statusCode).toBe(404);
        expect(response.json().responseMessage).toBe('Entity was not found.');
      }
      expect((await update(id, version, { entity: { name: 'Hijacked Name' } }, summit)).statusCode).toBe(404);
      expect((await t.as(summit.token, { method: 'PUT', url: '/v1/entity/retire', payload: { entity_Reference_Id: id } })).statusCode).toBe(404);
      expect((await get(`/v1/entity-detail/multiple?entity_Reference_Id=${encodeURIComponent(JSON.stringify([id]))}`, summit)).json().resolved.entityData).toEqual([]);
      expect((await get(`/v1/entity/details?entity_Reference_Id=${missingId}`)).statusCode).toBe(404);
    });

    it('needs entity-edit to add and to read the revealed tax id', async () => {
      const response = await upsert(fullEntityModel('Viewer Entity'), viewer);
      expect(response.statusCode).toBe(403);
      expect(response.json().responseMessage).toBe("You don't have permission to perform this action (entity-edit).");
      const { entity_Reference_Id: id } = await created();
      expect((await get(`/v1/entity/fetch-company-details?entity_Reference_Id=${id}`, viewer)).statusCode).toBe(403);
      expect((await get(`/v1/entity/details?entity_Reference_Id=${id}`, viewer)).statusCode).toBe(200);
    });

    it('searches: pages, sorts, filters, masks the tax id and names the key humans', async () => {
      // typed by the client generated from the OpenAPI document (the spec's page info: count, current_Page, last_Page)
      const page = (await call(t, csr.token, 'get', '/v1/entities/search', { query: { limit: 5, sortKey: 'name', sort: 'asc' } })).answer.resolved;
      expect(page).toMatchObject({ current_Page: 1 });
      expect(page.count).toBeGreaterThanOrEqual(30);
      expect(page.last_Page).toBe(Math.ceil(page.count / 5));
      expect(page.entities).toHaveLength(5);
      const names = page.entities.map((e) => e.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const seeded = (await get('/v1/entities/search?limit=100')).json().resolved.entities.filter((e: { fein: string | null }) => e.fein);
      expect(seeded.length).toBeGreaterThanOrEqual(30);
      for (const e of seeded) expect(e.fein).toMatch(/^(\*\*-\*\*\*|\*\*\*-\*\*-)\d{4}$/);

      const active = (await get('/v1/entities/search?limit=100&is_Active=true&active_Policies=true')).json().resolved.entities;
      expect(active.length).toBeGreaterThan(0);
      expect(active.every((e: { is_Active: boolean; active_Policies: number }) => e.is_Active && e.active_Policies > 0)).toBe(true);
      const rich = (await get('/v1/entities/search?limit=100&active_Premium_Min=1000000')).json().resolved.entities;
      expect(rich.every((e: { active_Premium: number }) => e.active_Premium >= 1_000_000)).toBe(true);

      const withKeyHumans = (await get('/v1/entities/search?limit=100')).json().resolved.entities.filter((e: { key_Humans: unknown[] }) => e.key_Humans.length);
      expect(withKeyHumans.length).toBeGreaterThan(0);
      expect(withKeyHumans[0].key_Humans[0]).toEqual({
        reference_Id: expect.any(String), first_Name: expect.any(String), last_Name: expect.any(String), profile_Image: null,
        relationship_Type: expect.any(String), relationship_Label: expect.any(String),
      });

      const name = `Findable ${uniqueName()}`;
      await created({ entity: { name, dba: 'Zebra Logistics' } });
      const found = (await get(`/v1/entities/search?search=${encodeURIComponent(`  ${name.toUpperCase()} `)}`)).json().resolved;
      expect(found.entities.map((e: { name: string }) => e.name)).toEqual([name]);
      const byDba = (await get('/v1/entity/fetch-company-typeahead?search=zebra%20logistics&limit=8')).json().resolved.entities;
      expect(byDba.map((e: { name: string }) => e.name)).toContain(name);
    });

    it('looks up entities, and humans and entities together', async () => {
      const name = `Lookup ${uniqueName()}`;
      const { entity_Reference_Id: id } = await created({ entity: { name, legal_Entity_Type_Code: 'corporation' }, encrypted_String: [{ string_Type: 'FEIN', string_Value: '98-7654321' }] });
      const entities = (await get(`/v1/lookup/entities?search=${encodeURIComponent(name)}`)).json().resolved.entities;
      expect(entities).toEqual([expect.objectContaining({ from_Id: id, name, legal_Entity_Type_Code: 'corporation', fein: '**-***4321' })]);

      const human = await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Lookup', last_Name: name.split(' ')[1] } } });
      const humanId = human.json().resolved.human_Reference_Id;
      const both = (await get(`/v1/lookup/entity-human?search=${encodeURIComponent(`lookup   ${name.split(' ')[1]}`)}`)).json().resolved.results;
      expect(both).toEqual(expect.arrayContaining([
        expect.objectContaining({ type: 'Entity', from_Id: id, name, legal_Entity_Type_Code: 'corporation', fein: '**-***4321' }),
        expect.objectContaining({ type: 'Human', from_Id: humanId, first_Name: 'Lookup', legal_Entity_Type_Code: null, fein: null }),
      ]));
      expect(both).toHaveLength(2);
    });

    it('reads several entities at once, in name order, leaving out unknown ids', async () => {
      const a = await created({ entity: { name: `Bbbbb ${uniqueName()}` } });
      const b = await created({ entity: { name: `Aaaaa ${uniqueName()}` } });
      const ids = JSON.stringify([a.entity_Reference_Id, b.entity_Reference_Id, missingId]);
      const many = (await get(`/v1/entity-detail/multiple?entity_Reference_Id=${encodeURIComponent(ids)}`)).json().resolved.entityData;
      expect(many.map((e: { reference_Id: string }) => e.reference_Id)).toEqual([b.entity_Reference_Id, a.entity_Reference_Id]);
      expect((await get('/v1/entity-detail/multiple?entity_Reference_Id=not-json')).statusCode).toBe(400);
    });

    it('lists the eleven roles, and relates a human to an entity in one of them', async () => {
      const roles = (await get('/v1/relationship?category=ENTITY_TO_HUMAN')).json().resolved.relationship_Type;
      expect(roles).toHaveLength(11);
      expect(roles).toContainEqual({ id: 'producer', key: 'producer', relationship_Type: 'Producer' });
      expect((await get('/v1/relationship?category=OTHER')).statusCode).toBe(400);

      const { entity_Reference_Id: entityId } = await created();
      const human = await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Key', last_Name: uniqueName() } } });
      const humanId = human.json().resolved.human_Reference_Id;
      const relate = (relationship_Type: string) =>
        t.as(csr.token, { method: 'POST', url: '/v1/relationship/create', payload: { category: 'ENTITY_TO_HUMAN', entity_Reference_Id: entityId, human_Reference_Id: humanId, relationship_Type } });
      expect((await relate('not_a_role')).statusCode).toBe(400);
      expect((await relate('producer')).json().responseMessage).toBe('Relationship successfully added');
      const details = (await get(`/v1/entity/details?entity_Reference_Id=${entityId}`)).json().resolved.entityData;
      expect(details.relationships).toEqual([expect.objectContaining({ reference_Id: humanId, first_Name: 'Key', relationship_Type: 'producer', relationship_Label: 'Producer' })]);
    });
  });
}
