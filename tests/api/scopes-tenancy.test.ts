import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, humanModel, missingId, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

for (const backend of backends) {
  describe(`scopes and tenancy (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer, summit] = await Promise.all(
        ['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)),
      );
    });
    afterAll(() => t?.close());

    const upsert = (who: Session, model: object = humanModel('Scope', uniqueName())) =>
      t.as(who.token, { method: 'POST', url: '/v1/humans/upsert', payload: model });
    const create = async (who: Session = admin, last = uniqueName()) => {
      const response = await upsert(who, humanModel('Harbor', last));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.human_Reference_Id as string;
    };
    const update = (who: Session, id: string, version = 1) =>
      t.as(who.token, { method: 'POST', url: '/v1/humans/update', payload: { human_Reference_Id: id, version, to_Update: { human: { first_Name: 'Changed', last_Name: 'ByOther' } } } });
    const retire = (who: Session, id: string) => t.as(who.token, { method: 'PUT', url: '/v1/humans/retire', payload: { human_Reference_Id: id } });
    const details = (who: Session, id: string) => t.as(who.token, { method: 'GET', url: `/v1/humans/details?human_Reference_Id=${id}` });
    const expectDenied = (response: { statusCode: number; json(): any }, scope: string) => {
      expect(response.statusCode).toBe(403);
      expect(response.json().responseMessage).toContain(noPermission);
      expect(response.json().responseMessage).toBe(`${noPermission} (${scope}).`);
    };

    describe('scopes', () => {
      it('a viewer searches and reads, but cannot create, edit or retire (403)', async () => {
        const last = uniqueName();
        const id = await create(admin, last);
        const found = await t.as(viewer.token, { method: 'GET', url: `/v1/humans/search?search=${last}` });
        expect(found.json().resolved.humans.map((h: { reference_Id: string }) => h.reference_Id)).toEqual([id]);
        expect((await details(viewer, id)).json().resolved).toMatchObject({ reference_Id: id, first_Name: 'Harbor', last_Name: last });
        const looked = await t.as(viewer.token, { method: 'GET', url: `/v1/lookup/humans?search=${last}` });
        expect(looked.json().resolved.humans).toEqual([expect.objectContaining({ from_Id: id, name: `Harbor ${last}` })]);
        const refusedLast = uniqueName();
        expectDenied(await upsert(viewer, humanModel('Scope', refusedLast)), 'human-edit');
        expect(await t.rows(sql`select id from humans where last_name = ${refusedLast}`)).toEqual([]);
        expectDenied(await update(viewer, id), 'human-edit');
        expectDenied(await retire(viewer, id), 'human-delete');
        expectDenied(await t.as(viewer.token, { method: 'GET', url: `/v1/humans?human_Reference_Id=${id}` }), 'human-edit');
        expect((await details(admin, id)).json().resolved).toMatchObject({ first_Name: 'Harbor', version: 1 });
      });

      it('checks the scope before the body: a viewer with an invalid body gets 403, not 400', async () => {
        expectDenied(await upsert(viewer, { nonsense: true }), 'human-edit');
      });

      it('a CSR creates and edits (200) but cannot retire (403)', async () => {
        const created = await upsert(csr);
        expect(created.statusCode).toBe(200);
        const id = created.json().resolved.human_Reference_Id;
        expect((await update(csr, id)).json().resolved).toEqual({ human_Reference_Id: id, version: 2 });
        expectDenied(await retire(csr, id), 'human-delete');
        expect((await details(csr, id)).json().resolved).toMatchObject({ first_Name: 'Changed', last_Name: 'ByOther', version: 2 });
      });

      it('an admin holds every action of the module through human-admin', async () => {
        const id = await create(admin);
        expect((await update(admin, id)).json().resolved).toEqual({ human_Reference_Id: id, version: 2 });
        expect((await retire(admin, id)).json().resolved).toEqual({ human_Reference_Id: id });
        // retired: its page still reads, marked so (DECISIONS 182); human-admin restores it
        expect((await details(admin, id)).json().resolved).toMatchObject({ reference_Id: id, is_Retired: true });
        expect((await t.as(admin.token, { method: 'PUT', url: '/v1/humans/restore', payload: { human_Reference_Id: id } })).json().resolved).toEqual({ human_Reference_Id: id });
        expect((await details(admin, id)).json().resolved).toMatchObject({ reference_Id: id, is_Retired: false });
      });
    });

    describe('tenancy', () => {
      it("answers 404 for another tenant's human, exactly as for an id that does not exist", async () => {
        const id = await create();
        const foreign = await details(summit, id);
        const missing = await details(summit, missingId);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual(missing.json());
        expect(foreign.json()).toEqual({ responseCode: 404, responseMessage: 'Human was not found.', resolved: null, errors: [] });
        const foreignEdit = await t.as(summit.token, { method: 'GET', url: `/v1/humans?human_Reference_Id=${id}` });
        expect(foreignEdit.statusCode).toBe(404);
        expect(foreignEdit.json()).toEqual(missing.json());
      });

      it("answers 404 to an update or retire of another tenant's human, and leaves it alone", async () => {
        const id = await create();
        const foreignUpdate = await update(summit, id);
        expect(foreignUpdate.statusCode).toBe(404);
        expect(foreignUpdate.json().responseMessage).toBe('Human was not found.');
        const foreignRetire = await retire(summit, id);
        expect(foreignRetire.statusCode).toBe(404);
        expect(foreignRetire.json().responseMessage).toBe('Human was not found.');
        expect((await details(admin, id)).json().resolved).toMatchObject({ first_Name: 'Harbor', version: 1 });
        const [row] = await t.rows<{ retired_at: unknown; version: number }>(sql`select retired_at, version from humans where id = ${id}`);
        expect(row).toEqual({ retired_at: null, version: 1 });
        expect(await t.rows(sql`select id from audit_log where record_id = ${id} and tenant_id = ${summit.tenantId}`)).toEqual([]);
      });

      it("never lists or looks up Harbor's humans for Summit", async () => {
        const last = uniqueName();
        const id = await create(admin, last);
        const harborIds = (await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId}`)).map((r) => r.id);
        const summitIds = (await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${summit.tenantId} and retired_at is null`)).map((r) => r.id);
        expect(harborIds).toContain(id);
        const byName = await t.as(summit.token, { method: 'GET', url: `/v1/humans/search?search=${last}` });
        expect(byName.json().resolved).toEqual({ humans: [], count: 0, current_Page: 1, last_Page: 1 });
        const all = await t.as(summit.token, { method: 'GET', url: '/v1/humans/search?limit=100' });
        const listed = all.json().resolved.humans.map((h: { reference_Id: string }) => h.reference_Id);
        expect(all.json().resolved.count).toBe(summitIds.length);
        expect([...listed].sort()).toEqual([...summitIds].sort());
        expect(listed.filter((x: string) => harborIds.includes(x))).toEqual([]);
        const lookup = await t.as(summit.token, { method: 'GET', url: `/v1/lookup/humans?search=${last}` });
        expect(lookup.json().resolved.humans).toEqual([]);
        // Harbor still finds it
        expect((await t.as(admin.token, { method: 'GET', url: `/v1/humans/search?search=${last}` })).json().resolved.count).toBe(1);
      });

      it('creates a human in the tenant of the session, owned by the user', async () => {
        const created = await upsert(summit, humanModel('Summit', 'Client'));
        const id = created.json().resolved.human_Reference_Id;
        const [row] = await t.rows<{ tenant_id: string; owner_user_id: string }>(sql`select tenant_id, owner_user_id from humans where id = ${id}`);
        expect(row).toEqual({ tenant_id: summit.tenantId, owner_user_id: summit.userId });
        const fromHarbor = await details(admin, id);
        expect(fromHarbor.statusCode).toBe(404);
        expect(fromHarbor.json().responseMessage).toBe('Human was not found.');
      });
    });
  });
}
