import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

/** A client written from the spec: empty optional values as forms send them, ids in the query, "reference id". */
for (const backend of backends) {
  describe(`the API reads input as the spec's clients send it (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      admin = await t.login('admin@harbor.test');
    });
    afterAll(() => t?.close());
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(admin.token, { method, url, ...(payload ? { payload } : {}) });

    async function newHuman(extra: Record<string, unknown> = {}) {
      const response = await call('POST', '/v1/humans/upsert', { human: { first_Name: 'Empty', last_Name: uniqueName('Values'), ...extra } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { human_Reference_Id: string; version: number };
    }
    async function newEntity(extra: Record<string, unknown> = {}) {
      const response = await call('POST', '/v1/entities/upsert', { entity: { name: uniqueName('Empty Co'), ...extra } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { entity_Reference_Id: string; version: number };
    }

    it("takes a human's and an entity's empty optional values as not sent", async () => {
      await newHuman({ profile_Image: '', middle_Name: '' });
      const { entity_Reference_Id } = await newEntity({ website_Url: '', fein: '', dba: '', profile_Image: '', annual_Revenue: null });
      const details = (await call('GET', `/v1/entity/details?entity_Reference_Id=${entity_Reference_Id}`)).json().resolved.entityData;
      expect(details).toMatchObject({ website_Url: null, dba: null, profile_Image: null });
    });

    it("takes the entity form model flat as spec 01 section 3 lists it, the contact as contact or contact_Details", async () => {
      const flat = (name: string) => ({
        entity_Reference_Id: null, name, profile_Image: '', entity_Type: 'Business', legal_Entity_Type: 'Limited Liability Company', legal_Entity_Type_Code: 'llc',
        entity_Description: 'Flat model', annual_Revenue: 250000, number_Of_Employees: 25, date_Of_Incorporation: '2010-05-01', is_Agency_Participant: false, is_Closed: false,
        finance_Info_Type_Revenue: 'Annual Revenue', website_Url: '', fein: '12-3456789', dba: '',
      });
      const contact = { contact: { name: 'Front desk', type: 'business', is_Primary: true }, email: { email_Address: 'desk@flat.example.com' }, phone_Number: [], web_url: [], address: [] };
      for (const body of [{ ...flat(uniqueName('Flat Co')), ...contact }, { ...flat(uniqueName('Flat Details Co')), contact_Details: contact }]) {
        const created = await call('POST', '/v1/entities/upsert', body);
        expect(created.statusCode, created.body).toBe(200);
        const id = created.json().resolved.entity_Reference_Id;
        const details = (await call('GET', `/v1/entity/details?entity_Reference_Id=${id}`)).json().resolved.entityData;
        expect(details).toMatchObject({ name: body.name, entity_Description: 'Flat model', annual_Revenue: 250000, fein: '**-***6789', website_Url: null, dba: null });
        expect(details.contact_Details.map((c: { email_Address: string }) => c.email_Address)).toEqual(['desk@flat.example.com']);
      }
      const nameless = await call('POST', '/v1/entities/upsert', { entity_Description: 'No name' });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().errors).toEqual([{ field: '/name', message: 'Business Name is required' }]);
      const both = await call('POST', '/v1/entities/upsert', { entity: { name: uniqueName('Both Co') }, dba: 'Both' });
      expect(both.statusCode).toBe(400);
      expect(both.json().errors).toEqual([{ field: '/dba', message: "Send the entity's fields either in the entity group or at the top level, not both." }]);
    });

    it("still answers a required value sent empty with the schema's message, and refuses unknown fields by name", async () => {
      const empty = await call('POST', '/v1/entities/upsert', { entity: { website_Url: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ field: '/entity/name', message: 'Business Name is required' }]);
      const unknown = await call('POST', '/v1/entities/upsert', { entity: { name: uniqueName('Unknown Co'), nickname: '' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: '/entity', message: 'Unknown field nickname' }]);
    });

    it("takes the spec's new task: task and case ids null, a relation's related_To_What null", async () => {
      const { human_Reference_Id } = await newHuman();
      const response = await call('POST', '/v1/add/task', {
        irys_Task: { task_Reference_Id: null, case_Reference_Id: null, task_Name: 'Call back', task_Description: '', task_Type: 'DEFAULT', status: 'open', assignee: [], due_Date: null, is_Read: false, priority: 0, source: null, metadata: null },
        data: [{ related_To_Who: 'HUMAN', related_To_Who_Reference_Id: human_Reference_Id, related_To_What: null, related_To_What_reference_Id: null, relationship_Code: 'TASK' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success' });
    });

    it('takes a retire\'s id from the query (PUT /v1/humans/retire?human_Reference_Id=…), or as reference_Id', async () => {
      const human = await newHuman();
      const retired = await call('PUT', `/v1/humans/retire?human_Reference_Id=${human.human_Reference_Id}`);
      expect(retired.statusCode, retired.body).toBe(200);
      expect(retired.json().resolved).toEqual({ human_Reference_Id: human.human_Reference_Id });
      // a retired client's page still reads, marked retired (DECISIONS 182)
      expect((await call('GET', `/v1/humans/details?human_Reference_Id=${human.human_Reference_Id}`)).json().resolved).toMatchObject({ is_Retired: true });

      const entity = await newEntity();
      const byReference = await call('PUT', `/v1/entity/retire?reference_Id=${entity.entity_Reference_Id}`);
      expect(byReference.statusCode, byReference.body).toBe(200);
      const inBody = await newEntity();
      expect((await call('PUT', '/v1/entity/retire', { reference_Id: inBody.entity_Reference_Id })).statusCode).toBe(200);
    });

    it('refuses an id given in the query and the body with different values, naming it', async () => {
      const [one, two] = [await newHuman(), await newHuman()];
      const response = await call('PUT', `/v1/humans/retire?human_Reference_Id=${one.human_Reference_Id}`, { human_Reference_Id: two.human_Reference_Id });
      expect(response.statusCode).toBe(400);
      expect(response.json().responseMessage).toBe('human_Reference_Id was sent in both the query and the body with different values: send it once.');
      const same = await call('PUT', `/v1/humans/retire?human_Reference_Id=${one.human_Reference_Id}`, { human_Reference_Id: one.human_Reference_Id });
      expect(same.statusCode).toBe(200);
    });

    it("reads \"reference id\" as the record's id on a record's tasks and cases", async () => {
      const { entity_Reference_Id } = await newEntity();
      const opened = await call('POST', '/v1/add/case', { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entity_Reference_Id, description: 'Reference id' });
      expect(opened.statusCode, opened.body).toBe(200);
      const cases = await call('GET', `/v1/cases/entity?reference_Id=${entity_Reference_Id}`);
      expect(cases.statusCode, cases.body).toBe(200);
      expect(cases.json().resolved.cases.map((c: { irys_Case_Reference_Id: string }) => c.irys_Case_Reference_Id)).toEqual([opened.json().resolved.irys_Case_Reference_Id]);
      const tasks = await call('GET', `/v1/tasks/entity?reference_Id=${entity_Reference_Id}`);
      expect(tasks.statusCode, tasks.body).toBe(200);
      const { human_Reference_Id } = await newHuman();
      const added = await call('POST', '/v1/add/task', { irys_Task: { task_Name: 'Reference id', task_Reference_Id: null, case_Reference_Id: null }, data: [{ related_To_Who: 'HUMAN', related_To_Who_Reference_Id: human_Reference_Id, related_To_What: null, relationship_Code: 'TASK' }] });
      const humanTasks = await call('GET', `/v1/tasks/human?reference_Id=${human_Reference_Id}`);
      expect(humanTasks.statusCode, humanTasks.body).toBe(200);
      expect(humanTasks.json().resolved.tasks.map((task: { task_Reference_Id: string }) => task.task_Reference_Id)).toEqual([added.json().resolved.task_Reference_Id]);
    });

    it("refuses server-owned fields by name (created_By, version on a create, tenant_Id) and another tenant's ids as not found", async () => {
      const name = { first_Name: 'Owned', last_Name: uniqueName('Fields') };
      const refusals = async (url: string, body: object) => {
        const response = await call('POST', url, body);
        expect(response.statusCode, response.body).toBe(400);
        return response.json().errors;
      };
      expect(await refusals('/v1/humans/upsert', { human: name, created_By: admin.userId })).toEqual([{ field: '', message: 'Unknown field created_By' }]);
      expect(await refusals('/v1/humans/upsert', { human: name, version: 7 })).toEqual([{ field: '', message: 'Unknown field version' }]);
      expect(await refusals('/v1/entities/upsert', { name: uniqueName('Owned Co'), tenant_Id: admin.tenantId })).toEqual([{ field: '', message: 'Unknown field tenant_Id' }]);
      expect(await refusals('/v1/add/task', { irys_Task: { task_Name: 'Owned', created_By: admin.userId }, data: [] })).toEqual([{ field: '/irys_Task', message: 'Unknown field created_By' }]);
      const { human_Reference_Id } = await newHuman();
      const update = await call('POST', '/v1/humans/update', { human_Reference_Id, to_Update: { human: { ...name, created_By: admin.userId } } });
      expect(update.statusCode).toBe(400);
      expect(update.json().errors).toEqual([{ field: '/to_Update/human', message: 'Unknown field created_By' }]);
      const [{ id: foreign }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id <> ${admin.tenantId} limit 1`);
      expect(await refusals('/v1/add/case', { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: foreign })).toEqual([{ field: '/case_Module_Reference_Id', message: 'That entity was not found' }]);
      expect(await refusals('/v1/add/task', { irys_Task: { task_Name: 'Owned' }, data: [{ related_To_Who: 'ENTITY', related_To_Who_Reference_Id: foreign, relationship_Code: 'TASK' }] }))
        .toEqual([{ field: '/data/0/related_To_Who_Reference_Id', message: 'That entity was not found' }]);
    });

    it('takes an edit\'s version from If-Match, and refuses a stale one with 412', async () => {
      const { human_Reference_Id } = await newHuman();
      const update = (version: string) => t.as(admin.token, {
        method: 'POST', url: '/v1/humans/update', headers: { 'if-match': version },
        payload: { human_Reference_Id, to_Update: { human: { first_Name: 'Matched', last_Name: 'Header' } } },
      });
      expect((await update('"1"')).statusCode).toBe(200);
      const stale = await update('"1"');
      expect(stale.statusCode).toBe(412);
      const invalid = await update('soon');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().responseMessage).toBe("If-Match must be the record's version, a whole number.");
    });
  });
}
