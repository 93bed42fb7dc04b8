import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPipeline } from '../../src/server/seed/pipelineBook';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

type Activity = {
  activity_Type: 'task' | 'case'; activity_Reference_Id: string; version: number; name: string; case_Type?: string;
  record_Type?: string; record_Reference_Id?: string; assignees: unknown[];
  data: { related_To_Who: string; related_To_Who_Reference_Id: string; related_To_Who_Name: string | null }[];
};

for (const backend of backends) {
  describe(`the Activities queue can be worked (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    beforeAll(async () => {
      t = await startApp(backend, { work: true });
      await seedDemoPipeline(t.db);
      [admin, csr, viewer] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const work = async (who: Session, query = '') => {
      const response = await t.as(who.token, { method: 'GET', url: `/v1/work-assigned?page=1&limit=100${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { activities: Activity[]; count: number };
    };

    it('every row names its client and the page it opens: a case its record, a task its case\'s record or what it is related to', async () => {
      const { activities } = await work(admin);
      expect(activities.length).toBeGreaterThan(20);
      for (const a of activities) {
        expect(a.data[0]?.related_To_Who_Name, `${a.activity_Type} ${a.name}`).toBeTruthy();
        expect(['human', 'entity', 'opportunity', 'market']).toContain(a.record_Type);
        expect(a.record_Reference_Id).toMatch(/^[0-9a-f-]{36}$/);
      }
      const onCase = activities.find((a) => a.activity_Type === 'task' && a.record_Type);
      expect(onCase).toBeDefined();
    });

    it('shows an opportunity\'s case only to the staff the opportunity is assigned to, with its insured and assignee: no case without client or assignee', async () => {
      const assigned = await t.rows<{ case_id: string; email: string; insured_name: string }>(sql`select o.case_id, u.email, o.insured_name from opportunities o join users u on u.id = o.assignee_user_id
        join tenants tn on tn.id = o.tenant_id where tn.name = 'Harbor Insurance Agency' and o.status <> 'closed' and o.retired_at is null`);
      for (const who of [admin, csr]) {
        const email = who === admin ? 'admin@harbor.test' : 'csr@harbor.test';
        const cases = (await work(who)).activities.filter((a) => a.case_Type === 'OPPORTUNITY');
        const mine = assigned.filter((o) => o.email === email);
        expect(cases.map((c) => c.activity_Reference_Id).sort()).toEqual(mine.map((o) => o.case_id).sort());
        for (const c of cases) {
          expect(c.record_Type).toBe('opportunity');
          expect(c.data[0].related_To_Who_Name).toBe(mine.find((o) => o.case_id === c.activity_Reference_Id)!.insured_name);
          expect(c.assignees.length).toBe(1);
        }
      }
    });

    it('no two rows are the same work: each differs by id, and by name or client', async () => {
      const { activities } = await work(admin);
      expect(new Set(activities.map((a) => a.activity_Reference_Id)).size).toBe(activities.length);
      const shown = activities.map((a) => `${a.activity_Type}|${a.name}|${a.data.map((d) => d.related_To_Who_Name).join(',')}`);
      expect(new Set(shown).size).toBe(shown.length);
    });

    it('a search finds the work by its related record\'s name', async () => {
      const { activities } = await work(admin);
      const client = activities.find((a) => a.activity_Type === 'task')!.data[0].related_To_Who_Name!;
      const word = client.split(/\W+/).find((w) => w.length > 3)!;
      const found = await work(admin, `&search=${encodeURIComponent(word)}`);
      expect(found.count).toBeGreaterThan(0);
      expect(found.activities.every((a) => a.name.toLowerCase().includes(word.toLowerCase()) || a.data.some((d) => d.related_To_Who_Name?.toLowerCase().includes(word.toLowerCase())))).toBe(true);
      expect(found.activities.some((a) => !a.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    });

    it('PUT /v1/task/close closes a task at its version (audited); a stale version answers 412; a viewer is refused; another tenant\'s task is 404', async () => {
      const task = (await work(csr)).activities.find((a) => a.activity_Type === 'task')!;
      const close = (who: Session, body: object) => t.as(who.token, { method: 'PUT', url: '/v1/task/close', payload: body });
      expect((await close(viewer, { task_Reference_Id: task.activity_Reference_Id, version: task.version })).statusCode).toBe(403);
      expect((await close(csr, { task_Reference_Id: task.activity_Reference_Id, version: task.version + 5 })).statusCode).toBe(412);
      const closed = await close(csr, { task_Reference_Id: task.activity_Reference_Id, version: task.version });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({ responseMessage: 'Success', resolved: { task_Reference_Id: task.activity_Reference_Id, version: task.version + 1 } });
      expect((await work(csr)).activities.map((a) => a.activity_Reference_Id)).not.toContain(task.activity_Reference_Id);
      const [audit] = await t.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where record_id = ${task.activity_Reference_Id}`);
      expect(audit.n).toBeGreaterThan(0);
      const summit = await t.login('admin@summit.test');
      expect((await close(summit, { task_Reference_Id: (await work(admin)).activities.find((a) => a.activity_Type === 'task')!.activity_Reference_Id })).statusCode).toBe(404);
      expect((await close(csr, { task_Reference_Id: 'nope' })).statusCode).toBe(400);
    });
  });
}
