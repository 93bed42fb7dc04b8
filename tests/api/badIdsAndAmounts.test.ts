import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

const invalidFields = 'Some fields are not valid. Please correct them and try again.';

/** Issue 17, items 5 and 10: a malformed id or an amount with a third decimal answers 400 naming the field, never 500. */
for (const backend of backends) {
  describe(`bad ids and amounts get a 400 naming the field (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      admin = await t.login('admin@harbor.test');
    });
    afterAll(() => t?.close());

    const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });

    it('refuses an opportunity id that is not a UUID', async () => {
      const response = await send('PUT', '/v1/opportunity/info', { opportunity_Reference_Id: 'not-a-uuid', is_Priority: true });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ responseMessage: invalidFields, errors: [{ field: '/opportunity_Reference_Id', message: "opportunity_Reference_Id must be an opportunity's reference id" }] });
    });

    it('refuses a case id that is not a UUID on a stage move', async () => {
      const stage = await send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: randomUUID(), stage: 'suspect', irys_Case_Reference_Id: 'not-a-uuid' });
      expect(stage.statusCode, stage.body).toBe(400);
      expect(stage.json().errors).toEqual([{ field: '/irys_Case_Reference_Id', message: "irys_Case_Reference_Id must be a case's reference id" }]);
    });

    it('refuses a list of line ids with 36 characters that are not a UUID', async () => {
      for (const path of ['/v1/policy/list', '/v1/opportunity/search']) {
        const response = await t.as(admin.token, { method: 'GET', url: `${path}?lob_Reference_Ids=${'-'.repeat(36)}` });
        expect(response.statusCode, `${path} ${response.body}`).toBe(400);
        expect(response.json().errors).toEqual([{ field: '/lob_Reference_Ids', message: 'lob_Reference_Ids is a comma-separated list of line of business ids' }]);
      }
    });

    it('refuses an annual revenue of 0.001 as every other amount does, and keeps one of cents', async () => {
      const entity = (annual_Revenue: number) => ({ entity: { name: 'Decimal Works LLC', annual_Revenue } });
      const refused = await send('POST', '/v1/entities/upsert', entity(0.001));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ responseMessage: invalidFields, errors: [{ field: '/entity/annual_Revenue', message: 'At most 2 decimals' }] });
      expect((await send('POST', '/v1/entities/upsert', entity(1250000.25))).statusCode).toBe(200);
    });
  });
}
