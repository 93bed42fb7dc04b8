import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, humanModel, missingId, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const invalidBody = 'Some fields are not valid. Please correct them and try again.';

interface ContactDetail {
  contact_Reference_Id: string;
  contact_Type: string;
  is_Primary: boolean;
  primary_Phone: string | null;
  primary_Phone_Country_Name: string | null;
  secondary_Phone: string | null;
  fax: string | null;
  email_Address: string | null;
  linkedin_Url: string | null;
  preferred_Contact_Method: string | null;
  marketing: boolean;
  mailing_Address_Line_1: string | null;
  mailing_Address_City: string | null;
  mailing_Address_State_Label: string | null;
  mailing_Address_Zip_Code: string | null;
  physical_Same_As_Mailing: boolean;
  physical_Address_Line_1: string | null;
  entity_Related_To: string | null;
  entity_Name: string | null;
  relationship_Label: string | null;
}

const contactBlock = {
  contact: { type: 'personal', preferred_Contact_Method: 'email', marketing: false, physical_Same_As_Mailing: true },
  phone_Number: [
    { phone_Reference_Type: 'primary', phone_Number: '617-555-0142', country_Code: '+1', can_Accept_SMS: true },
    { phone_Reference_Type: 'FAX', phone_Number: '6175550199', country_Code: '+1' },
  ],
  email: { email_Address: 'ada@example.com' },
  web_url: [{ url_Type: 'LINKEDIN_URL', url: 'https://www.linkedin.com/in/ada' }],
  address: [
    { address_Type: 'mailing', line1: '12 Harbor St', line2: 'Apt 4', city: 'Boston', state_Code: 'MA', zip_Code: '021101234' },
    { address_Type: 'physical', line1: '12 Harbor St', line2: 'Apt 4', city: 'Boston', state_Code: 'MA', zip_Code: '021101234' },
  ],
};

for (const backend of backends) {
  describe(`contacts API (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let viewer: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, viewer, summit] = await Promise.all(['admin@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const upsert = (model: object) => t.as(admin.token, { method: 'POST', url: '/v1/humans/upsert', payload: model });
    const fetchContact = (workflow: string, id: string, who: Session = admin) =>
      t.as(who.token, { method: 'GET', url: `/v1/fetch/contact?workflow_Name=${workflow}&reference_Id=${id}` });
    const contactsOf = async (workflow: string, id: string, who: Session = admin) => {
      const response = await fetchContact(workflow, id, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.contact_Details as ContactDetail[];
    };

    it('keeps the add-mode contact block as the human\'s primary personal contact and reads it back', async () => {
      const response = await upsert(humanModel('Ada', uniqueName('L'), contactBlock));
      expect(response.statusCode, response.body).toBe(200);
      const id = response.json().resolved.human_Reference_Id;
      const [contact] = await contactsOf('human', id);
      expect(contact).toMatchObject({
        contact_Type: 'personal',
        is_Primary: true,
        primary_Phone: '617-555-0142',
        primary_Phone_Country_Name: 'United States Of America',
        secondary_Phone: null,
        fax: '617-555-0199',
        email_Address: 'ada@example.com',
        linkedin_Url: 'https://www.linkedin.com/in/ada',
        preferred_Contact_Method: 'email',
        marketing: false,
        mailing_Address_Line_1: '12 Harbor St',
        mailing_Address_City: 'Boston',
        mailing_Address_State_Label: 'Massachusetts',
        mailing_Address_Zip_Code: '02110-1234',
        physical_Same_As_Mailing: true,
        physical_Address_Line_1: '12 Harbor St',
      });
      const details = await t.as(admin.token, { method: 'GET', url: `/v1/humans/details?human_Reference_Id=${id}` });
      expect(details.json().resolved.contact_Details).toEqual([contact]);
      const audited = await t.rows(sql`select action from audit_log where record_type = 'contact' and record_id = ${contact.contact_Reference_Id}`);
      expect(audited).toEqual([{ action: 'create' }]);
    });

    it('keeps no contact when the block holds no phone, email, URL or address', async () => {
      const response = await upsert(humanModel('Bo', uniqueName('L'), {
        contact: { type: 'personal', marketing: true, physical_Same_As_Mailing: true },
        phone_Number: [{ phone_Reference_Type: 'primary', country_Code: '+1' }],
        address: [{ address_Type: 'mailing' }],
      }));
      expect(response.statusCode, response.body).toBe(200);
      expect(await contactsOf('human', response.json().resolved.human_Reference_Id)).toEqual([]);
    });

    it('refuses the contact rules with the spec\'s messages', async () => {
      const response = await upsert(humanModel('Cy', uniqueName('L'), {
        phone_Number: [
          { phone_Reference_Type: 'primary', phone_Number: '617-555' },
          { phone_Reference_Type: 'secondary', phone_Number: '12' },
          { phone_Reference_Type: 'FAX', phone_Number: '1' },
        ],
        email: { email_Address: 'not an email' },
        web_url: [{ url_Type: 'LINKEDIN_URL', url: 'linkedin.com/in/cy' }],
        address: [{ address_Type: 'mailing', line1: '1 Main St' }],
      }));
      expect(response.statusCode).toBe(400);
      expect(response.json().responseMessage).toBe(invalidBody);
      expect(response.json().errors).toEqual(expect.arrayContaining([
        { field: '/phone_Number/0/phone_Number', message: 'Enter Valid Primary Number' },
        { field: '/phone_Number/1/phone_Number', message: 'Enter Valid Secondary Number' },
        { field: '/phone_Number/2/phone_Number', message: 'Enter Valid Fax Number' },
        { field: '/email/email_Address', message: 'Enter a valid Email address' },
        { field: '/web_url/0/url', message: 'Enter a valid URL' },
        { field: '/address/0/city', message: 'This field is required' },
        { field: '/address/0/state_Code', message: 'This field is required' },
        { field: '/address/0/zip_Code', message: 'This field is required' },
      ]));
    });

    it('needs the associated entity of a business contact, from this tenant', async () => {
      const business = { contact: { type: 'business', relationship_Type: 'producer' }, email: { email_Address: 'bo@example.com' } };
      const missing = await upsert(humanModel('Di', uniqueName('L'), business));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toContainEqual({ field: '/contact/entity_Related_To', message: 'Please specify the associated Entity.' });
      const [other] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${summit.tenantId} limit 1`);
      const foreign = await upsert(humanModel('Di', uniqueName('L'), { ...business, contact: { ...business.contact, entity_Related_To: other.id } }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual([{ field: '/contact/entity_Related_To', message: 'Please specify the associated Entity.' }]);
      const [own] = await t.rows<{ id: string; name: string }>(sql`select id, name from entities where tenant_id = ${admin.tenantId} limit 1`);
      const made = await upsert(humanModel('Di', uniqueName('L'), { ...business, contact: { ...business.contact, entity_Related_To: own.id } }));
      expect(made.statusCode, made.body).toBe(200);
      const [contact] = await contactsOf('human', made.json().resolved.human_Reference_Id);
      expect(contact).toMatchObject({ contact_Type: 'business', entity_Related_To: own.id, entity_Name: own.name, relationship_Label: 'Producer' });
    });

    it('serves the demo book: entities with their business contact, humans with theirs, some shared', async () => {
      const [{ entities, shared }] = await t.rows<{ entities: number; shared: number }>(sql`
        select (select count(*) from entities where tenant_id = ${admin.tenantId})::int as entities,
               (select count(*) from contact_links where tenant_id = ${admin.tenantId} and record_type = 'entity' and not is_primary)::int as shared`);
      expect(entities).toBe(30);
      expect(shared).toBeGreaterThan(5);
      const [entity] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 1`);
      const entityContacts = await contactsOf('entity', entity.id);
      expect(entityContacts[0]).toMatchObject({ contact_Type: 'business', is_Primary: true });
      expect(entityContacts[0].email_Address).toMatch(/^info@/);
      const [human] = await t.rows<{ id: string }>(sql`select record_id as id from contact_links where tenant_id = ${admin.tenantId} and record_type = 'human' and entity_related_to is not null limit 1`);
      const humanContacts = await contactsOf('human', human.id, viewer);
      expect(humanContacts.map((c) => c.contact_Type)).toEqual(['personal', 'business']);
      expect(humanContacts[1].entity_Name).toEqual(expect.any(String));
    });

    it('answers another tenant\'s record, a missing one and a bad query as the API always does', async () => {
      const [own] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} limit 1`);
      const read = await fetchContact('human', own.id, summit);
      expect(read.statusCode).toBe(404);
      expect(read.json().responseMessage).toBe('Human was not found.');
      expect((await fetchContact('entity', missingId)).json().responseMessage).toBe('Entity was not found.');
      const bad = await fetchContact('policy', own.id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ field: '/workflow_Name', message: 'workflow_Name must be human or entity' });
    });

    it('needs the view scope of the workflow', async () => {
      const none = await t.login('viewer@harbor.test');
      await t.rows(sql`update memberships set scopes = '["entity-view"]'::jsonb where user_id = ${none.userId}`);
      try {
        const [own] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} limit 1`);
        const refused = await fetchContact('human', own.id, await t.login('viewer@harbor.test'));
        expect(refused.statusCode).toBe(403);
        expect(refused.json().responseMessage).toBe(`${noPermission} (human-view).`);
      } finally {
        await t.rows(sql`update memberships set scopes = ${JSON.stringify(viewer.scopes)}::jsonb where user_id = ${viewer.userId}`);
      }
    });
  });
}
