import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

type Listed = { reference_Id: string; is_Active: boolean; active_Policies: number; open_Opportunities: number };

for (const backend of backends) {
  describe(`retired clients stay findable and come back (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const get = async (who: Session, url: string) => {
      const response = await t.as(who.token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    const put = (who: Session, url: string, payload: object) => t.as(who.token, { method: 'PUT', url, payload });

    for (const k of [
      { kind: 'human', list: '/v1/humans/search', items: 'humans', retire: '/v1/humans/retire', restore: '/v1/humans/restore', id: 'human_Reference_Id', details: (id: string) => `/v1/humans/details?human_Reference_Id=${id}`, read: (r: Record<string, unknown>) => r, noun: 'Human' },
      { kind: 'entity', list: '/v1/entities/search', items: 'entities', retire: '/v1/entity/retire', restore: '/v1/entity/restore', id: 'entity_Reference_Id', details: (id: string) => `/v1/entity/details?entity_Reference_Id=${id}`, read: (r: Record<string, unknown>) => r.entityData as Record<string, unknown>, noun: 'Entity' },
    ] as const) {
      it(`a retired ${k.kind} is listed under retired=true only, its page reads as retired, and an admin restores it (audited)`, async () => {
        const [first] = (await get(admin, `${k.list}?limit=1&page=1`))[k.items] as (Listed & { version: number })[];
        const id = first.reference_Id;
        expect((await put(admin, k.retire, { [k.id]: id, version: first.version })).statusCode).toBe(200);
        const live = (await get(admin, `${k.list}?limit=100&page=1`))[k.items] as Listed[];
        expect(live.map((r) => r.reference_Id)).not.toContain(id);
        const retired = await get(admin, `${k.list}?limit=100&page=1&retired=true`);
        expect((retired[k.items] as Listed[]).map((r) => r.reference_Id)).toEqual([id]);
        // each row says whether it is retired: its list offers it what a retired record allows
        expect((retired[k.items] as { is_Retired: boolean }[])[0].is_Retired).toBe(true);
        expect(new Set((live as unknown as { is_Retired: boolean }[]).map((r) => r.is_Retired))).toEqual(new Set([false]));
        expect((await get(admin, `${k.list}?limit=100&page=1&retired=false`)).count).toBe(live.length === 100 ? expect.any(Number) : live.length);
        expect(k.read(await get(csr, k.details(id)))).toMatchObject({ reference_Id: id, is_Retired: true, retired_At: expect.any(String) });
        expect((await t.as(summit.token, { method: 'GET', url: k.details(id) })).statusCode).toBe(404);

        const refused = await put(csr, k.restore, { [k.id]: id });
        expect(refused.statusCode).toBe(403);
        expect((await put(summit, k.restore, { [k.id]: id })).statusCode).toBe(404);
        expect((await put(admin, k.restore, { [k.id]: id, version: first.version })).statusCode).toBe(412);
        const restored = await put(admin, k.restore, { [k.id]: id, version: first.version + 1 });
        expect(restored.json()).toMatchObject({ responseCode: 200, responseMessage: `${k.noun} successfully restored`, resolved: { [k.id]: id } });
        expect(k.read(await get(admin, k.details(id)))).toMatchObject({ is_Retired: false, retired_At: null });
        expect(((await get(admin, `${k.list}?limit=100&page=1`))[k.items] as Listed[]).map((r) => r.reference_Id)).toContain(id);
        expect((await get(admin, `${k.list}?limit=100&page=1&retired=true`)).count).toBe(0);
        expect((await put(admin, k.restore, { [k.id]: id })).statusCode).toBe(404);
        const audit = await t.rows<{ action: string }>(sql`select action from audit_log where record_id = ${id} order by id`);
        expect(audit.map((a) => a.action).slice(-2)).toEqual(['retire', 'restore']);
      });

      it(`a ${k.kind} with a policy in force or an open opportunity is Active, whatever its flag`, async () => {
        await t.rows(sql`update ${sql.raw(k.kind === 'human' ? 'humans' : 'entities')} set is_active = false, active_policies = 1 where id = (select id from ${sql.raw(k.kind === 'human' ? 'humans' : 'entities')} where tenant_id = ${admin.tenantId} and retired_at is null order by id limit 1)`);
        const everyone = (await get(admin, `${k.list}?limit=100&page=1`))[k.items] as Listed[];
        for (const r of everyone) expect(r.is_Active, r.reference_Id).toBe(r.is_Active || r.active_Policies > 0 || r.open_Opportunities > 0);
        const inactive = (await get(admin, `${k.list}?limit=100&page=1&is_Active=false`))[k.items] as Listed[];
        expect(inactive.every((r) => !r.is_Active && r.active_Policies === 0 && r.open_Opportunities === 0)).toBe(true);
        expect(everyone.some((r) => r.is_Active && r.active_Policies > 0)).toBe(true);
      });
    }
  });
}
