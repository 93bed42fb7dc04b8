import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, humanModel, startApp, type TestApp } from './support/app';

const noPermission = "You don't have permission to perform this action";

for (const backend of backends) {
  describe(`scopes and tenancy (${backend})`, () => {
    let t: TestApp;
    let harborAdmin: string;
    let csr: string;
    let viewer: string;
    let summitAdmin: string;
    let harborHuman: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [harborAdmin, csr, viewer, summitAdmin] = await Promise.all(
        ['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map(async (e) => (await t.login(e)).token),
      );
      const created = await t.as(harborAdmin, { method: 'POST', url: '/v1/humans/upsert', payload: humanModel('Harbor', 'Client') });
      harborHuman = created.json().resolved.human_Reference_Id;
    });
    afterAll(() => t.close());

    const upsert = (token: string) => t.as(token, { method: 'POST', url: '/v1/humans/upsert', payload: humanModel('Scope', 'Check') });
    const retire = (token: string, id: string) => t.as(token, { method: 'PUT', url: '/v1/humans/retire', payload: { human_Reference_Id: id } });

    it('a viewer reads but cannot create or retire', async () => {
      expect((await t.as(viewer, { method: 'GET', url: '/v1/humans/search' })).statusCode).toBe(200);
      const created = await upsert(viewer);
      expect(created.statusCode).toBe(403);
      expect(created.json().responseMessage).toContain(noPermission);
      expect((await retire(viewer, harborHuman)).statusCode).toBe(403);
    });

    it('a CSR creates and edits but cannot retire', async () => {
      const created = await upsert(csr);
      expect(created.statusCode).toBe(200);
      const denied = await retire(csr, created.json().resolved.human_Reference_Id);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().responseMessage).toContain(noPermission);
    });

    it('checks the scope before the body: a viewer with a bad body still gets 403', async () => {
      const response = await t.as(viewer, { method: 'POST', url: '/v1/humans/upsert', payload: { nonsense: true } });
      expect(response.statusCode).toBe(403);
    });

    it("another tenant's human answers 404 exactly like a missing one", async () => {
      const foreign = await t.as(summitAdmin, { method: 'GET', url: `/v1/humans/details?human_Reference_Id=${harborHuman}` });
      const missing = await t.as(summitAdmin, { method: 'GET', url: '/v1/humans/details?human_Reference_Id=00000000-0000-4000-8000-000000000000' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect((await t.as(summitAdmin, { method: 'GET', url: `/v1/humans?human_Reference_Id=${harborHuman}` })).statusCode).toBe(404);
      const update = await t.as(summitAdmin, { method: 'POST', url: '/v1/humans/update', payload: { human_Reference_Id: harborHuman, version: 1, to_Update: { human: { first_Name: 'Stolen', last_Name: 'Record' } } } });
      expect(update.statusCode).toBe(404);
      expect((await retire(summitAdmin, harborHuman)).statusCode).toBe(404);
      const still = await t.as(harborAdmin, { method: 'GET', url: `/v1/humans/details?human_Reference_Id=${harborHuman}` });
      expect(still.json().resolved).toMatchObject({ first_Name: 'Harbor', last_Name: 'Client', version: 1 });
    });

    it("Summit's lists and look-ups never show Harbor's humans", async () => {
      const search = await t.as(summitAdmin, { method: 'GET', url: '/v1/humans/search?search=harbor%20client&limit=100' });
      expect(search.json().resolved.count).toBe(0);
      const lookup = await t.as(summitAdmin, { method: 'GET', url: '/v1/lookup/humans?search=client' });
      expect(lookup.json().resolved.humans).toEqual([]);
    });
  });
}
