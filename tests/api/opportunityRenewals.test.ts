import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';


for (const backend of backends) {
  describe(`opportunities: renewals and the quick opportunity (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let summit: Session;
    let marketId: string;
    let entityIds: string[];
    let humanId: string;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} order by name limit 1`);
      entityIds = (await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 3`)).map((r) => r.id);
      [{ id: humanId }] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} order by last_name limit 1`);
      lobs = (await get(admin, '/v1/lob')).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const policy = async (entityId: string, expiresIn: number, code: string, premium: number, who: Session = admin) => {
      const response = await send(who, 'POST', '/v1/policy/add', {
        market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: 'bound',
        effective_Date: day(expiresIn - 365), expiration_Date: day(expiresIn), carrier_Issued_Policy_Id: uniqueName('R'),
        line_Of_Business: [{ line_Of_Business_Id: lob(code), selected_Premium: premium, selected_Commission: premium / 10 }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.policy_Reference_Id as string;
    };
    const fetch = async (id: string) => (await get(admin, `/v1/opportunity?opportunity_Reference_Id=${id}`)).json().resolved.opportunity[0];

    it('renews policies of one insured: insured, market, lines and premium carried over, dates a term later; a second renewal of a policy is refused', async () => {
      const a = await policy(entityIds[0], 40, 'general_liability', 1000);
      const b = await policy(entityIds[0], 50, 'commercial_property', 2500.5);
      const other = await policy(entityIds[1], 40, 'general_liability', 10);
      const mixed = await send(admin, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: [a, other] });
      expect(mixed.json().errors).toContainEqual({ field: '/policy_Reference_Id', message: 'The policies of one renewal must share one insured' });
      const renewed = await send(admin, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: [a, b] });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const o = await fetch(renewed.json().resolved.opportunity_Reference_Id);
      expect(o).toMatchObject({
        opportunity_Type: 'renewal', first_Name_Insured_Reference_Id: entityIds[0], effective_Date: day(40), expiration_Date: day(405),
        expected_Premium: 3500.5, expected_Revenue: 350.05, opportunity_Stage: 'suspect',
      });
      expect(o.line_Of_Business.map((l: { name: string; market_Reference_Id: string; selected_Premium: number }) => [l.name, l.market_Reference_Id, l.selected_Premium]))
        .toEqual([['General Liability', marketId, 1000], ['Commercial Property', marketId, 2500.5]]);
      const again = await send(admin, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: b });
      expect(again.statusCode).toBe(409);
      expect(again.json().responseMessage).toMatch(/^Policy R.+ already has a renewal opportunity$/);
      expect((await send(summit, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: other })).json().errors).toContainEqual({ field: '/policy_Reference_Id/0', message: 'That policy was not found' });
    });

    it('lists the policies due in 30/60/90/120 days without a renewal yet, and starts them in one transaction, each for its policy\'s owner', async () => {
      const soon = await policy(entityIds[2], 10, 'general_liability', 500, csr);
      const later = await policy(entityIds[2], 100, 'general_liability', 700);
      const due = async (days: number) => (await get(admin, `/v1/opportunity/renewals?days=${days}&limit=100`)).json().resolved.renewals.map((r: { policy_Reference_Id: string }) => r.policy_Reference_Id);
      expect(await due(30)).toContain(soon);
      expect(await due(30)).not.toContain(later);
      expect(await due(120)).toEqual(expect.arrayContaining([soon, later]));
      expect((await get(admin, '/v1/opportunity/renewals?days=45')).statusCode).toBe(400);
      // one that cannot start (already renewed) leaves none started
      await send(admin, 'POST', '/v1/opportunity/renewal', { policy_Reference_Id: later });
      const [{ n: before }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from opportunities where tenant_id = ${admin.tenantId}`);
      const refused = await send(admin, 'POST', '/v1/opportunity/renewals/start', { policy_Reference_Ids: [soon, later] });
      expect(refused.statusCode).toBe(409);
      const [{ n: after }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from opportunities where tenant_id = ${admin.tenantId}`);
      expect(after).toBe(before);
      const started = await send(admin, 'POST', '/v1/opportunity/renewals/start', { days: 30 });
      expect(started.statusCode, started.body).toBe(200);
      const { opportunity_Reference_Ids: ids, count } = started.json().resolved;
      expect(count).toBeGreaterThan(0);
      expect(started.json().responseMessage).toBe(`${count} renewal opportunities started`);
      const mine = await Promise.all(ids.map(fetch));
      const fromSoon = mine.find((o: { renewal_Of_Policy_Ids: string[] }) => o.renewal_Of_Policy_Ids.includes(soon));
      expect(fromSoon).toMatchObject({ assignee: csr.userId, opportunity_Type: 'renewal' });
      expect(await due(120)).not.toContain(soon);
    });

    it('the quick opportunity: each step\'s fields are required by its schema; the main contact joins as an additional participant', async () => {
      const missing = await send(admin, 'POST', '/v1/quick/opportunity', { main_Contact: { reference_Id: humanId, type: 'human' }, line_Of_Business: [] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual(expect.arrayContaining([
        { field: '/line_Of_Business', message: 'Choose at least one line of business' },
        { field: '/effective_Date', message: 'Effective Date is required' },
        { field: '/first_Name_Insured', message: 'Choose the first named insured' },
      ]));
      const steps = {
        main_Contact: { reference_Id: humanId, type: 'human' }, first_Name_Insured: { reference_Id: entityIds[0], type: 'entity' },
        line_Of_Business: [lob('general_liability')], effective_Date: day(10), expiration_Date: day(375),
      };
      const backwards = await send(admin, 'POST', '/v1/quick/opportunity', { ...steps, expiration_Date: day(10) });
      expect(backwards.json().errors).toEqual([{ field: '/expiration_Date', message: 'Expiration Date must be after Effective Date' }]);
      const quick = await send(admin, 'POST', '/v1/quick/opportunity', steps);
      expect(quick.statusCode, quick.body).toBe(200);
      const o = await fetch(quick.json().resolved.opportunity_Reference_Id);
      expect(o).toMatchObject({ first_Name_Insured_Reference_Id: entityIds[0], effective_Date: day(10), opportunity_Stage: 'suspect' });
      expect(o.additional_Participants).toEqual([expect.objectContaining({ reference_Id: humanId, role: 'Main Contact' })]);
      const staff = (await get(admin, '/v1/quick/opportunity/assignee')).json().resolved.assignees;
      expect(staff.map((s: { assignee_Id: string }) => s.assignee_Id)).toContain(csr.userId);
    });
  });
}
