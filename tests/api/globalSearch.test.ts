import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

interface KindResult { kind: string; count: number; rows: Record<string, unknown>[] }

for (const backend of backends) {
  describe(`global search: GET /v1/search (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend, { work: true });
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    }, 120_000);
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const search = async (s: Session, text: string) => {
      const response = await get(s, `/v1/search?search=${encodeURIComponent(text)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.results as KindResult[];
    };
    const kind = (results: KindResult[], name: string) => results.find((r) => r.kind === name)!;

    it("finds a policy by its number, grouped by kind, each kind's count the count its own list finds", async () => {
      const [policy] = await t.rows<{ id: string; number: string }>(sql`select id, carrier_policy_number as number from policies
        where tenant_id = ${admin.tenantId} and is_latest and retired_at is null and carrier_policy_number is not null order by carrier_policy_number limit 1`);
      const results = await search(admin, policy.number);
      expect(results.map((r) => r.kind)).toEqual(['humans', 'entities', 'opportunities', 'policies', 'files']);
      const policies = kind(results, 'policies');
      expect(policies.rows.map((r) => r.policy_Reference_Id)).toContain(policy.id);
      expect(policies.count).toBe((await get(admin, `/v1/policy/list?search=${encodeURIComponent(policy.number)}`)).json().resolved.count);
    });

    it('answers the first five of each kind with the count of all, as the lists search', async () => {
      const results = await search(admin, 'an');
      for (const [name, url, key] of [['humans', '/v1/humans/search', 'humans'], ['entities', '/v1/entities/search', 'entities'], ['opportunities', '/v1/opportunity/search', 'opportunities'], ['files', '/v1/files', 'file_Data']]) {
        const list = (await get(admin, `${url}?search=an&limit=5`)).json().resolved;
        const found = kind(results, name);
        expect([name, found.count]).toEqual([name, list.count]);
        expect(found.rows).toEqual(list[key]);
      }
      expect(kind(results, 'humans').count).toBeGreaterThan(5);
      expect(kind(results, 'humans').rows).toHaveLength(5);
    });

    it("keeps to the tenant: another agency's policy number finds nothing there", async () => {
      const [policy] = await t.rows<{ number: string }>(sql`select carrier_policy_number as number from policies
        where tenant_id = ${admin.tenantId} and is_latest and retired_at is null and carrier_policy_number is not null order by carrier_policy_number desc limit 1`);
      expect(kind(await search(admin, policy.number), 'policies').count).toBeGreaterThan(0);
      expect(kind(await search(summit, policy.number), 'policies')).toEqual({ kind: 'policies', count: 0, rows: [] });
    });

    it('needs two characters and a session', async () => {
      const short = await get(admin, '/v1/search?search=a');
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toContainEqual(expect.objectContaining({ message: 'Type at least 2 characters to search' }));
      expect((await get(admin, '/v1/search')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/v1/search?search=an' })).statusCode).toBe(401);
    });
  });
}
