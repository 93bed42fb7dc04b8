import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Issue 18 item 2: the numbers a policy needs are rules of its transitions; the number can be corrected afterwards, audited. */
for (const backend of backends) {
  describe(`a policy's numbers (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let viewer: Session;
    let summit: Session;
    let marketId: string;
    let entityId: string;
    let lobId: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, viewer, summit] = await Promise.all(['admin@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and market_type = 'carrier' limit 1`);
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} limit 1`);
      lobId = (await get(admin, '/v1/lob')).json().resolved.lob[0].line_Of_Business_Id;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const fetch = async (id: string) => (await get(admin, `/v1/policy/fetch?policy_Reference_Id=${id}`)).json().resolved.policy;
    const add = async (extra: Record<string, unknown> = {}) => {
      const response = await send(admin, 'POST', '/v1/policy/add', {
        market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New',
        effective_Date: day(-30), expiration_Date: day(335), line_Of_Business: [{ line_Of_Business_Id: lobId, selected_Premium: 1000, selected_Commission: 100 }],
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.policy_Reference_Id as string;
    };
    const status = (id: string, version: number, policy_Status: string, extra: Record<string, unknown> = {}) =>
      send(admin, 'PUT', '/v1/policy/status', { policy_Reference_Id: id, version, policy_Status, ...extra });

    it('Bind asks the binder number and bind date, Issue the carrier\'s policy number, when the policy has none: 400 naming the field, nothing changed', async () => {
      const id = await add();
      const bare = await status(id, 1, 'bound');
      expect(bare.statusCode).toBe(400);
      expect(bare.json().responseMessage).toBe('Enter the binder number: a policy is bound with its binder.');
      expect(bare.json().errors).toEqual([
        { field: '/binder_Number', message: 'Enter the binder number: a policy is bound with its binder.' },
        { field: '/bind_Date', message: 'Enter the bind date: the day the carrier bound the policy.' },
      ]);
      const halfway = await status(id, 1, 'bound', { binder_Number: 'BN-77' });
      expect(halfway.json().errors).toEqual([{ field: '/bind_Date', message: 'Enter the bind date: the day the carrier bound the policy.' }]);
      const blank = await status(id, 1, 'bound', { binder_Number: '   ', bind_Date: day(-2) });
      expect(blank.statusCode).toBe(400);
      expect((await fetch(id)).policy_Status).toBe('pre_Bind');

      expect((await status(id, 1, 'bound', { binder_Number: ' BN-77 ', bind_Date: day(-2) })).statusCode).toBe(200);
      expect(await fetch(id)).toMatchObject({ policy_Status: 'bound', binder_Number: 'BN-77', bind_Date: day(-2), carrier_Issued_Policy_Id: null });

      const issue = await status(id, 2, 'issued');
      expect(issue.statusCode).toBe(400);
      expect(issue.json()).toMatchObject({
        responseMessage: "Enter the carrier's policy number: a policy is issued with its number.",
        errors: [{ field: '/carrier_Issued_Policy_Id', message: "Enter the carrier's policy number: a policy is issued with its number." }],
      });
      const number = uniqueName('GL');
      expect((await status(id, 2, 'issued', { carrier_Issued_Policy_Id: number })).statusCode).toBe(200);
      expect(await fetch(id)).toMatchObject({ policy_Status: 'issued', carrier_Issued_Policy_Id: number });
      const found = (await get(admin, `/v1/policy/list?search=${number}`)).body;
      expect(found).toContain(id);
    });

    it('a policy added as issued needs its number as issuing it would', async () => {
      const response = await send(admin, 'POST', '/v1/policy/add', {
        market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: 'issued',
        effective_Date: day(-30), expiration_Date: day(335), line_Of_Business: [{ line_Of_Business_Id: lobId, selected_Premium: 1000, selected_Commission: 100 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: '/carrier_Issued_Policy_Id', message: "Enter the carrier's policy number: a policy is issued with its number." }]);
    });

    it('a policy that has its numbers binds and issues without asking them again', async () => {
      const id = await add({ carrier_Issued_Policy_Id: uniqueName('P') });
      const bound = await status(id, 1, 'bound', { binder_Number: 'B-1', bind_Date: day(0) });
      expect(bound.statusCode).toBe(200);
      expect((await status(id, 2, 'issued')).statusCode).toBe(200);
    });

    it('corrects the policy number of an issued policy (PUT /v1/policy/number): audited in its history; refused pre-bind, stale, for a viewer and across tenants', async () => {
      const id = await add({ carrier_Issued_Policy_Id: 'TYPO-1' });
      const early = await send(admin, 'PUT', '/v1/policy/number', { policy_Reference_Id: id, version: 1, carrier_Issued_Policy_Id: 'GL-1' });
      expect(early.statusCode).toBe(409);
      expect(early.json().responseMessage).toBe('This policy is Pre-bind: edit it to set its policy number.');
      await status(id, 1, 'bound', { binder_Number: 'B-2', bind_Date: day(0) });
      await status(id, 2, 'issued');
      const blank = await send(admin, 'PUT', '/v1/policy/number', { policy_Reference_Id: id, version: 3, carrier_Issued_Policy_Id: ' ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual([{ field: '/carrier_Issued_Policy_Id', message: "Enter the carrier's policy number" }]);
      expect((await send(viewer, 'PUT', '/v1/policy/number', { policy_Reference_Id: id, version: 3, carrier_Issued_Policy_Id: 'GL-1' })).statusCode).toBe(403);
      expect((await send(summit, 'PUT', '/v1/policy/number', { policy_Reference_Id: id, version: 3, carrier_Issued_Policy_Id: 'GL-1' })).statusCode).toBe(404);
      const fixed = await send(admin, 'PUT', '/v1/policy/number', { policy_Reference_Id: id, version: 3, carrier_Issued_Policy_Id: ' GL-2026-0042 ' });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json().responseMessage).toBe('Policy number saved');
      expect(await fetch(id)).toMatchObject({ carrier_Issued_Policy_Id: 'GL-2026-0042', policy_Status: 'issued', version: 4 });
      expect((await send(admin, 'PUT', '/v1/policy/number', { policy_Reference_Id: id, version: 3, carrier_Issued_Policy_Id: 'GL-3' })).statusCode).toBe(412);
      const history = (await get(admin, `/v1/policy/history?policy_Reference_Id=${id}`)).json().resolved.history;
      expect(history.at(-1)).toMatchObject({ action: 'update', changes: { carrierPolicyNumber: { from: 'TYPO-1', to: 'GL-2026-0042' } } });
    });

    it('an endorsement dated outside the term names the term\'s dates', async () => {
      const id = await add({ carrier_Issued_Policy_Id: uniqueName('P') });
      await status(id, 1, 'bound', { binder_Number: 'B-3', bind_Date: day(0) });
      const outside = await send(admin, 'POST', '/v1/policy/change', { policy_Reference_Id: id, version: 2, change_Effective_Date: day(400) });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual([{ field: '/change_Effective_Date', message: `The change must take effect between ${us(day(-30))} and ${us(day(335))}, the policy's term.` }]);
    });
  });
}
