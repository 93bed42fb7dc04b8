import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

type Row = Record<string, unknown>;

for (const backend of backends) {
  describe(`the demo work book (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let summit: Session;
    let seconds: number;
    beforeAll(async () => {
      const started = performance.now();
      t = await startApp(backend, { work: true });
      seconds = (performance.now() - started) / 1000;
      [admin, csr, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const get = async (url: string, who: Session) => {
      const response = await t.as(who.token, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };

    it("gives Harbor's admin and CSR each a day's worth of open tasks, overdue first, due today and this week", async () => {
      console.info(`demo book with its work, ${backend}: ${seconds.toFixed(1)} s`);
      const today = new Date().toISOString().slice(0, 10);
      const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
      for (const who of [admin, csr]) {
        const mine = await get('/v1/task-assigned?limit=100&page=1', who);
        expect(mine.count).toBeGreaterThanOrEqual(15);
        const tasks = mine.tasks as Row[];
        expect(tasks[0].is_Overdue).toBe(true);
        expect(tasks.filter((x) => x.is_Overdue).length).toBeGreaterThanOrEqual(3);
        expect(tasks.some((x) => String(x.due_Date).startsWith(today))).toBe(true);
        expect(tasks.filter((x) => !x.is_Overdue && String(x.due_Date) < week).length).toBeGreaterThanOrEqual(3);
        expect(new Set(tasks.map((x) => x.source)).size).toBeGreaterThanOrEqual(5);
        expect(tasks.every((x) => (x.data as Row[]).length > 0 && (x.data as Row[]).every((d) => d.related_To_Who_Name))).toBe(true);
      }
    });

    it('opens cases on humans and entities, with their tasks (some closed) and files', async () => {
      const [onEntity] = await t.rows<{ id: string; module_type: string; module_reference_id: string }>(
        sql`select id, module_type, module_reference_id from cases where module_type = 'entity' and tenant_id = ${admin.tenantId} order by created_at limit 1`,
      );
      const kinds = await t.rows<{ module_type: string; n: number }>(sql`select module_type, count(*)::int as n from cases where tenant_id = ${admin.tenantId} group by module_type`);
      expect(Object.fromEntries(kinds.map((k) => [k.module_type, k.n]))).toEqual({ human: expect.any(Number), entity: expect.any(Number) });
      expect(kinds.reduce((n, k) => n + k.n, 0)).toBe(25);
      const cases = (await get(`/v1/cases/entity?entity_Reference_Id=${onEntity.module_reference_id}`, admin)).cases as Row[];
      expect(cases.some((c) => c.irys_Case_Reference_Id === onEntity.id && c.case_Type === 'GENERAL_REQUEST')).toBe(true);
      const all = await t.rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from tasks where tenant_id = ${admin.tenantId} group by status`);
      const byStatus = Object.fromEntries(all.map((s) => [s.status, s.n]));
      expect(byStatus.open + byStatus.closed).toBeGreaterThanOrEqual(75);
      expect(byStatus.closed).toBeGreaterThanOrEqual(10);
    });

    it('keeps real files by content address: listed with tags and relations, downloadable, two of them with versions that compare', async () => {
      const listed = await get('/v1/files?limit=50&page=1', admin);
      expect(listed.count).toBe(30);
      const files = listed.file_Data as Row[];
      expect(files.filter((f) => (f.tags as Row[]).length > 0).length).toBeGreaterThanOrEqual(25);
      expect(files.every((f) => f.related_To && f.description)).toBe(true);
      expect(files.filter((f) => f.irys_Case_Reference_Id).length).toBeGreaterThanOrEqual(10);
      expect(new Set(files.map((f) => String(f.name).split('.').pop()))).toEqual(new Set(['pdf', 'docx', 'csv', 'txt']));

      const pdf = files.find((f) => String(f.name).endsWith('.pdf'))!;
      const link = (await get(`/v1/file/magic-link?file_Reference_Id=${pdf.file_Reference_Id}`, admin)).magicLink[0].magic_link;
      const content = await t.app.inject({ method: 'GET', url: link });
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const versioned = files.filter((f) => f.latest_Version === 2);
      expect(versioned.length).toBeGreaterThanOrEqual(2);
      for (const file of versioned.slice(0, 2)) {
        const id = file.file_Reference_Id;
        const compared = await t.as(admin.token, { method: 'POST', url: '/v1/file/compare', payload: { files: [{ file_Reference_Id: id, version: 1 }, { file_Reference_Id: id, version: 2 }] } });
        expect(compared.statusCode, compared.body).toBe(200);
        expect(compared.json().resolved.differences.length).toBeGreaterThan(0);
      }
    });

    it("gives Summit a few of its own, apart from Harbor's", async () => {
      expect((await get('/v1/files?limit=50&page=1', summit)).count).toBe(4);
      expect((await get('/v1/task-assigned?limit=50&page=1', summit)).count).toBeGreaterThan(0);
    });
  });
}
