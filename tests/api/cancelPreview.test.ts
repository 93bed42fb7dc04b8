import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';

/** Issue 18 item 10: Cancel Policy shows the return premium before Save, from the server's own cancellation rule. */
for (const backend of backends) {
  describe(`the cancellation's preview (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let viewer: Session;
    let summit: Session;
    let marketId: string;
    let entityId: string;
    let cyber: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, viewer, summit] = await Promise.all(['admin@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and market_type = 'carrier' limit 1`);
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} limit 1`);
      const lobs = (await t.as(admin.token, { method: 'GET', url: '/v1/lob' })).json().resolved.lob as { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
      cyber = lobs.find((l) => l.line_Of_Business_Reference_Code === 'cyber')!.line_Of_Business_Id;
    });
    afterAll(() => t?.close());

    /** A policy in force today: 182 days behind it, 183 ahead (365 in all), premium 3,650. */
    const add = async (extra: Record<string, unknown> = {}) => {
      const response = await t.as(admin.token, {
        method: 'POST', url: '/v1/policy/add', payload: {
          market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: 'bound',
          effective_Date: day(-182), expiration_Date: day(183), carrier_Issued_Policy_Id: uniqueName('P'),
          line_Of_Business: [{ line_Of_Business_Id: cyber, selected_Premium: 3650, selected_Commission: 365 }], fee: [], tax: [], ...extra,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.policy_Reference_Id as string;
    };
    const preview = (who: Session, id: string, date?: string) =>
      t.as(who.token, { method: 'GET', url: `/v1/policy/cancel/preview?policy_Reference_Id=${id}${date ? `&cancel_Date=${date}` : ''}` });

    it('answers what the cancel then saves, for each date picked, and saves nothing', async () => {
      const id = await add();
      const today = await preview(admin, id, day(0));
      expect(today.statusCode, today.body).toBe(200);
      // 183 of 365 days left: 3650 x 183 / 365
      expect(today.json().resolved).toEqual({ policy_Reference_Id: id, cancel_Date: day(0), policy_Status: 'cancelled', policy_Status_Label: 'Cancelled', return_Premium: 1830 });
      const ahead = (await preview(admin, id, day(30))).json().resolved;
      expect(ahead).toMatchObject({ policy_Status: 'pending_Cancel', policy_Status_Label: 'Pending Cancel', return_Premium: 1530 });
      expect((await preview(viewer, id, day(-182))).json().resolved.return_Premium).toBe(3650);
      const [row] = await t.rows<{ version: number; status: string; return_premium: string | null }>(sql`select version, status, return_premium from policies where id = ${id}`);
      expect(row).toEqual({ version: 1, status: 'bound', return_premium: null });

      const cancelled = await t.as(admin.token, { method: 'POST', url: '/v1/policy/cancel', payload: { policy_Reference_Id: id, version: 1, cancel_Date: day(30), cancel_Reason: 'Insured request' } });
      expect(cancelled.json().resolved).toMatchObject({ policy_Status: ahead.policy_Status, return_Premium: ahead.return_Premium });
    });

    it('keeps the minimum earned premium as the cancel does', async () => {
      const id = await add({ minimum_Earned_Premium: 25, minimum_Earned_Premium_Type: 'percent' });
      // 3650 x 364 / 365 = 3640, but 25 % (912.50) stays earned: 2737.50 back
      expect((await preview(admin, id, day(-181))).json().resolved.return_Premium).toBe(2737.5);
    });

    it('refuses as the cancel would: a date outside the term names the field, a policy that cannot be cancelled says why', async () => {
      const id = await add();
      const outside = await preview(admin, id, day(400));
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual([{ field: '/cancel_Date', message: "The cancellation date must be between the policy's effective and expiration dates." }]);
      const noDate = await preview(admin, id);
      expect(noDate.statusCode).toBe(400);
      expect(noDate.json().errors).toContainEqual({ field: '/cancel_Date', message: 'Enter the cancellation date' });
      expect((await preview(admin, id, 'soon')).statusCode).toBe(400);
      const preBind = await add({ policy_Status: 'pre_Bind' });
      const refused = await preview(admin, preBind, day(0));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().responseMessage).toBe('A policy that is Pre-bind cannot become Cancelled.');
      expect((await preview(summit, id, day(0))).statusCode).toBe(404);
    });
  });
}
