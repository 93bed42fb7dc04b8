import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const invalidFields = 'Some fields are not valid. Please correct them and try again.';

interface Detail {
  contact_Reference_Id: string;
  version: number;
  linked_Records: number;
  is_Primary: boolean;
  contact_Type: string;
  email_Address: string | null;
  primary_Phone: string | null;
  entity_Related_To: string | null;
  relationship_Type: string | null;
}

for (const backend of backends) {
  describe(`the shared contact form's calls (${backend})`, () => {
    let t: TestApp;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    let humanId: string;
    let entityId: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [csr, viewer, summit] = await Promise.all(['csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      const human = await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Connie', last_Name: uniqueName() } } });
      humanId = human.json().resolved.human_Reference_Id;
      const entity = await t.as(csr.token, { method: 'POST', url: '/v1/entities/upsert', payload: { entity: { name: `Contact Co ${uniqueName()}` } } });
      entityId = entity.json().resolved.entity_Reference_Id;
    });
    afterAll(() => t?.close());

    const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Session = csr) => t.as(who.token, { method, url, payload });
    const detailsOf = async (workflow: 'human' | 'entity', id: string, who: Session = csr): Promise<Detail[]> => {
      const response = await t.as(who.token, { method: 'GET', url: `/v1/fetch/contact?workflow_Name=${workflow}&reference_Id=${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.contact_Details;
    };
    const personal = (email: string) => ({
      contact: { type: 'personal', name: 'Home', marketing: true },
      email: { email_Address: email },
      phone_Number: [{ phone_Reference_Type: 'primary', phone_Number: '555-010-0199', country_Code: '+1' }],
    });

    it('adds a personal contact to a human: the first is primary, the next is not', async () => {
      const first = await send('POST', '/v1/human/contact', { workflow_Name: 'human', id: humanId, ...personal('connie@home.example.com') });
      expect(first.json()).toMatchObject({ responseCode: 200, responseMessage: 'Personal Contact successfully added', resolved: { version: 1 } });
      const second = await send('POST', '/v1/human/contact', { id: humanId, ...personal('connie@second.example.com') });
      expect(second.statusCode).toBe(200);
      const details = await detailsOf('human', humanId);
      expect(details.map((d) => [d.email_Address, d.is_Primary, d.contact_Type, d.linked_Records])).toEqual([
        ['connie@home.example.com', true, 'personal', 1],
        ['connie@second.example.com', false, 'personal', 1],
      ]);
    });

    it("names a refused row by its place as sent, when an empty row before it was dropped (a 10,000-case fuzz run's find)", async () => {
      const web_url = [{ url_Type: 'WEBSITE_URL', is_Current: false }, { url: 'https://connie.example.com', is_Current: false }];
      const refused = await send('POST', '/v1/human/contact', { id: humanId, ...personal('connie@rows.example.com'), web_url });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ responseMessage: invalidFields, errors: [{ field: '/web_url/1/url_Type', message: 'This field is required' }] });
    });

    it('a business contact on a human needs its entity and role, and then is one record on both', async () => {
      const missing = await send('POST', '/v1/human/contact', { id: humanId, contact: { type: 'business' }, email: { email_Address: 'x@biz.example.com' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ responseMessage: invalidFields });
      expect(missing.json().errors).toEqual(expect.arrayContaining([
        { field: '/contact/entity_Related_To', message: 'Please specify the associated Entity.' },
        { field: '/contact/relationship_Type', message: 'This field is required' },
      ]));
      const summitEntity = await t.as(summit.token, { method: 'POST', url: '/v1/entities/upsert', payload: { entity: { name: 'Summit Only Co' } } });
      const foreign = await send('POST', '/v1/human/contact', {
        id: humanId, contact: { type: 'business', entity_Related_To: summitEntity.json().resolved.entity_Reference_Id, relationship_Type: 'producer' },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual([{ field: '/contact/entity_Related_To', message: 'Please specify the associated Entity.' }]);

      const added = await send('POST', '/v1/human/contact', {
        id: humanId,
        contact: { type: 'business', entity_Related_To: entityId, relationship_Type: 'producer', title: 'Producer' },
        email: { email_Address: 'connie@contactco.example.com' },
      });
      expect(added.json().responseMessage).toBe('Business Contact successfully added');
      const id = added.json().resolved.contact_Reference_Id;
      const onHuman = (await detailsOf('human', humanId)).find((d) => d.contact_Reference_Id === id)!;
      const onEntity = (await detailsOf('entity', entityId)).find((d) => d.contact_Reference_Id === id)!;
      expect(onHuman).toMatchObject({ contact_Type: 'business', entity_Related_To: entityId, relationship_Type: 'producer', linked_Records: 2 });
      expect(onEntity).toMatchObject({ email_Address: 'connie@contactco.example.com', linked_Records: 2 });
      const entity = (await t.as(csr.token, { method: 'GET', url: `/v1/entity/details?entity_Reference_Id=${entityId}` })).json().resolved.entityData;
      expect(entity.relationships).toContainEqual(expect.objectContaining({ reference_Id: humanId, relationship_Label: 'Producer' }));
    });

    it('edits a shared contact once: the change shows on every record; a stale version answers 412', async () => {
      const added = await send('POST', '/v1/human/contact', {
        id: humanId, contact: { type: 'business', entity_Related_To: entityId, relationship_Type: 'csr' }, email: { email_Address: 'before@contactco.example.com' },
      });
      const id = added.json().resolved.contact_Reference_Id;
      const edited = await send('PUT', '/v1/edit/entity/contact', {
        workflow_Name: 'entity', id: entityId, contact_Reference_Id: id, version: 1,
        contact: { name: 'Front desk' }, email: { email_Address: 'after@contactco.example.com' },
      });
      expect(edited.json()).toMatchObject({ responseCode: 200, responseMessage: 'Business Contact successfully updated', resolved: { version: 2 } });
      const onHuman = (await detailsOf('human', humanId)).find((d) => d.contact_Reference_Id === id)!;
      expect(onHuman).toMatchObject({ email_Address: 'after@contactco.example.com', version: 2, relationship_Type: 'csr', entity_Related_To: entityId });
      // the entity's own link keeps the entity and role the human's contact speaks for
      const onEntity = (await detailsOf('entity', entityId)).find((d) => d.contact_Reference_Id === id)!;
      expect(onEntity).toMatchObject({ relationship_Type: 'csr', entity_Related_To: entityId });

      const stale = await send('PUT', '/v1/edit/human/contact', {
        id: humanId, contact_Reference_Id: id, version: 1, contact: { type: 'business', entity_Related_To: entityId, relationship_Type: 'csr' },
      });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This contact information was changed by someone else since you opened it. Reload to see the latest details.');
      // without a version the contact is replaced as it stands (last write wins)
      const unversioned = await send('PUT', '/v1/edit/human/contact', {
        id: humanId, contact_Reference_Id: id, contact: { type: 'business', entity_Related_To: entityId, relationship_Type: 'csr' }, email: { email_Address: 'last@contactco.example.com' },
      });
      expect(unversioned.statusCode, unversioned.body).toBe(200);
      expect(unversioned.json().resolved.version).toBe(3);
    });

    it('answers 404 for a contact that is not the record’s, or another tenant’s record', async () => {
      const [mine] = await detailsOf('human', humanId);
      const other = await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Other', last_Name: uniqueName() } } });
      const otherId = other.json().resolved.human_Reference_Id;
      const notTheirs = await send('PUT', '/v1/edit/human/contact', { id: otherId, contact_Reference_Id: mine.contact_Reference_Id, version: mine.version, ...personal('x@y.example.com') });
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().responseMessage).toBe('Contact was not found.');
      const foreign = await send('POST', '/v1/human/contact', { id: humanId, ...personal('z@y.example.com') }, summit);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().responseMessage).toBe('Human was not found.');
      expect((await send('POST', '/v1/human/contact', { id: humanId, ...personal('v@y.example.com') }, viewer)).statusCode).toBe(403);
    });

    it('retires contact information from every record: Contact Information successfully removed', async () => {
      const added = await send('POST', '/v1/entity/contact', { id: entityId, contact: { name: 'Warehouse' }, phone_Number: [{ phone_Reference_Type: 'primary', phone_Number: '555-010-0200' }] });
      expect(added.json().responseMessage).toBe('Business Contact successfully added');
      const id = added.json().resolved.contact_Reference_Id;
      expect((await send('PUT', '/v1/retire/contact', { contact_Reference_Id: id, version: 1, workflow_Name: 'entity', id: entityId }, viewer)).statusCode).toBe(403);
      const retired = await send('PUT', '/v1/retire/contact', { contact_Reference_Id: id, version: 1, workflow_Name: 'entity', id: entityId });
      expect(retired.json()).toMatchObject({ responseCode: 200, responseMessage: 'Contact Information successfully removed' });
      expect((await detailsOf('entity', entityId)).map((d) => d.contact_Reference_Id)).not.toContain(id);
      expect((await send('PUT', '/v1/retire/contact', { contact_Reference_Id: id })).statusCode).toBe(404);
    });
  });
}
