import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, missingId, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { today } from '../../src/engine/core/clock';

for (const backend of backends) {
  describe(`markets and lines of business (${backend})`, () => {
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
    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });

    it('lists the lines of business, searchable, with codes and icons', async () => {
      const all = (await get(viewer, '/v1/lob')).json().resolved.lob;
      expect(all.length).toBeGreaterThanOrEqual(20);
      expect(all.map((l: { line_Of_Business_Reference_Code: string }) => l.line_Of_Business_Reference_Code)).toEqual(expect.arrayContaining(
        ['general_liability', 'commercial_property', 'workers_compensation', 'commercial_auto', 'umbrella', 'business_owners', 'professional_liability', 'cyber', 'homeowners', 'personal_auto']));
      const found = (await get(viewer, '/v1/lob?search=comp')).json().resolved.lob;
      expect(found.map((l: { line_Of_Business_Name: string }) => l.line_Of_Business_Name)).toEqual(['Workers Compensation']);
      expect((await get(viewer, '/v1/lob?category=personal')).json().resolved.lob.every((l: { category: string; icon: string }) => l.category === 'personal' && l.icon)).toBe(true);
    });

    it('lists markets with their book and the summary tiles computed from the policies in force', async () => {
      const list = (await get(viewer, '/v1/market/list?limit=10000')).json().resolved;
      expect(list.markets.length).toBe(list.summary.total_Markets);
      const [sums] = await t.rows<{ n: number; premium: string; revenue: string }>(sql`select count(*)::int as n, sum(actual_premium)::text as premium, sum(actual_commission)::text as revenue from policies
        where tenant_id = ${admin.tenantId} and retired_at is null and is_latest and status in ('bound','issued','reinstated','pending_Cancel') and expiration_date >= ${today()} and (cancel_date is null or cancel_date > ${today()})`);
      expect(list.summary).toEqual({ total_Policies: sums.n, total_Policy_Premium: Number(sums.premium), total_Revenue: Number(sums.revenue), total_Markets: list.markets.length });
      expect(list.markets.reduce((n: number, m: { active_Policies: number }) => n + m.active_Policies, 0)).toBe(sums.n);
      expect(list.markets[0]).toEqual(expect.objectContaining({ market_Name: expect.any(String), market_Type: expect.any(String), is_Active: true, market_Status: 'Active', open_Submissions: 0, premium_Quoted: 0 }));
      expect((await get(viewer, '/v1/market/list?limit=10001')).statusCode).toBe(400);
    });

    it('lists a market added with only its name and type: its optional values null, as the answer says', async () => {
      const name = uniqueName('Bare');
      expect((await send(csr, 'POST', '/v1/market/add', { market_Name: name, market_Type: 'carrier' })).statusCode).toBe(200);
      const listed = (await get(viewer, '/v1/market/list?limit=10000')).json().resolved.markets.find((m: { market_Name: string }) => m.market_Name === name);
      expect(listed).toMatchObject({ market_Description: null, naic_Code: null, website_Url: null });
    });

    it('adds, edits (412 when stale), reads and retires a market; scopes and tenants hold', async () => {
      const name = uniqueName('Mkt');
      expect((await send(viewer, 'POST', '/v1/market/add', { market_Name: name, market_Type: 'carrier' })).statusCode).toBe(403);
      const added = await send(csr, 'POST', '/v1/market/add', { market_Name: name, market_Type: 'wholesaler', market_Description: 'E&S', naic_Code: '12345', website_Url: 'https://example.com', market_Image: null, is_Active: true });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().responseMessage).toBe('Market successfully added');
      const id = added.json().resolved.market_Reference_Id;
      expect((await send(csr, 'PUT', '/v1/market/edit', { market_Reference_Id: id, version: 1, is_Active: false })).statusCode).toBe(200);
      const stale = await send(csr, 'PUT', '/v1/market/edit', { market_Reference_Id: id, version: 1, market_Name: 'x' });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This market was changed by someone else since you opened it. Reload to see the latest details.');
      const read = (await get(viewer, `/v1/market/fetch?market_Reference_Id=${id}`)).json().resolved.market;
      expect(read).toMatchObject({ market_Name: name, market_Type: 'wholesaler', is_Active: false, market_Status: 'Inactive', active_Policies: 0, naic_Code: '12345' });
      expect((await get(summit, `/v1/market/fetch?market_Reference_Id=${id}`)).statusCode).toBe(404);
      expect((await get(admin, `/v1/market/fetch?market_Reference_Id=${missingId}`)).statusCode).toBe(404);
      expect((await send(csr, 'PUT', '/v1/market/retire', { market_Reference_Id: id })).statusCode).toBe(403);
      expect((await send(admin, 'PUT', '/v1/market/retire', { market_Reference_Id: id, version: 2 })).statusCode).toBe(200);
      expect((await get(admin, `/v1/market/fetch?market_Reference_Id=${id}`)).statusCode).toBe(404);
    });

    it('refuses to retire a market with policies on the books', async () => {
      const [{ id }] = await t.rows<{ id: string }>(sql`select market_id as id from policies where tenant_id = ${admin.tenantId} and retired_at is null limit 1`);
      const refused = await send(admin, 'PUT', '/v1/market/retire', { market_Reference_Id: id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().responseMessage).toBe('This market has policies on the books; retire or move them first.');
    });

    it("lists a market's and a policy's files (uploaded onto them), and removes a policy's file", async () => {
      const [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} limit 1`);
      const [policy] = await t.rows<{ id: string; entity: string | null; human: string | null }>(sql`select id, insured_entity_id as entity, insured_human_id as human from policies where tenant_id = ${admin.tenantId} and retired_at is null and is_latest limit 1`);
      const upload = async (field: string, id: string) => {
        const form = new FormData();
        form.append('file_name', `${uniqueName('f')}.txt`);
        form.append(field, id);
        form.append('file', new Blob([new TextEncoder().encode('binder text')], { type: 'text/plain' }), 'binder.txt');
        const request = new Request('http://x/', { method: 'POST', body: form });
        const response = await t.as(admin.token, { method: 'POST', url: '/v1/upload/file', headers: Object.fromEntries(request.headers), payload: Buffer.from(await request.arrayBuffer()) });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().resolved.file_Reference_Id as string;
      };
      const marketFile = await upload('market_Reference_Id', marketId);
      const policyFile = await upload('policy_Reference_Id', policy.id);
      expect((await get(admin, `/v1/market/file?market_Reference_Id=${marketId}`)).json().resolved.file_Data.map((f: { file_Reference_Id: string }) => f.file_Reference_Id)).toEqual([marketFile]);
      const policyFiles = (await get(admin, `/v1/policy/file?policy_Reference_Id=${policy.id}`)).json().resolved.file_Data;
      expect(policyFiles).toEqual([expect.objectContaining({ file_Reference_Id: policyFile, related_To: { type: policy.entity ? 'Entity' : 'Human', reference_Id: policy.entity ?? policy.human } })]);
      expect((await get(summit, `/v1/policy/file?policy_Reference_Id=${policy.id}`)).statusCode).toBe(404);
      expect((await send(admin, 'PUT', '/v1/policy/delete-files', { policy_Reference_Id: policy.id, file_Reference_Id: marketFile })).statusCode).toBe(404);
      expect((await send(admin, 'PUT', '/v1/policy/delete-files', { policy_Reference_Id: policy.id, file_Reference_Id: [policyFile] })).statusCode).toBe(200);
      expect((await get(admin, `/v1/policy/file?policy_Reference_Id=${policy.id}`)).json().resolved.file_Data).toEqual([]);
    });
  });
}
