import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stale = "This opportunity was changed by someone else since you opened it. Reload to see the latest details.";

/** Versions are an option the spec's clients skip: without one a change is applied (last write wins), with one a stale change is refused. */
for (const backend of backends) {
  describe(`edits without a version (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let entityId: string;
    beforeAll(async () => {
      t = await startApp(backend);
      admin = await t.login('admin@harbor.test');
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 1`);
    });
    afterAll(() => t?.close());

    const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });
    async function addOpportunity() {
      const response = await send('POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
        opportunity_Description: uniqueName('Race '), effective_Date: day(30), expiration_Date: day(395),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.opportunity_Reference_Id as string;
    }
    const auditOf = (id: string) => t.rows<{ action: string; changes: Record<string, unknown> }>(
      sql`select action, changes from audit_log where record_type = 'opportunity' and record_id = ${id} order by id`,
    );

    it('applies 10 concurrent edits that carry no version, last write wins, each audited as such (5 rounds)', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await addOpportunity();
        const descriptions = Array.from({ length: 10 }, (_, i) => `Edit ${round}-${i}`);
        const answers = await Promise.all(descriptions.map((d) => send('PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, opportunity_Description: d })));
        expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual(Array(10).fill(200));
        const [row] = await t.rows<{ version: number; description: string }>(sql`select version, description from opportunities where id = ${id}`);
        expect(row.version).toBe(11);
        expect(descriptions).toContain(row.description);
        const updates = (await auditOf(id)).filter((a) => a.action === 'update');
        expect(updates).toHaveLength(10);
        expect(updates.every((a) => a.changes.version_Given === false)).toBe(true);
      }
    });

    it('answers 10 concurrent stage moves without a version by the stage rules alone, never 412 (5 rounds)', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await addOpportunity();
        const targets = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'lines_Of_Business' : 'prospect'));
        const answers = await Promise.all(targets.map((stage) => send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage })));
        const moved = answers.filter((a) => a.statusCode === 200);
        // a move to the stage it is at meanwhile is the stage table's refusal, whichever request comes first
        for (const [i, a] of answers.entries()) {
          if (a.statusCode !== 200) expect({ status: a.statusCode, message: a.json().responseMessage }).toEqual({ status: 409, message: `The opportunity is already at ${targets[i] === 'prospect' ? 'Prospect' : 'Lines Of Business'}.` });
        }
        expect(moved.length).toBeGreaterThanOrEqual(1);
        const [{ version }] = await t.rows<{ version: number }>(sql`select version from opportunities where id = ${id}`);
        expect(version).toBe(1 + moved.length);
        const updates = (await auditOf(id)).filter((a) => a.action === 'update');
        expect(updates).toHaveLength(moved.length);
        expect(updates.every((a) => a.changes.version_Given === false)).toBe(true);
      }
    });

    it('refuses all but one of 10 concurrent moves at the same version with 412, and audits no flag on it', async () => {
      const id = await addOpportunity();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'prospect', version: 1 })));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused.map((a) => a.statusCode)).toEqual(Array(9).fill(412));
      expect(new Set(refused.map((a) => a.json().responseMessage))).toEqual(new Set([stale]));
      const updates = (await auditOf(id)).filter((a) => a.action === 'update');
      expect(updates).toHaveLength(1);
      expect(updates[0].changes).not.toHaveProperty('version_Given');
    });

    it("edits a task with the spec's payload, which has no version (POST /v1/edit/task)", async () => {
      const added = await send('POST', '/v1/add/task', { irys_Task: { task_Name: 'Spec edit', task_Reference_Id: null, case_Reference_Id: null }, data: [] });
      expect(added.statusCode, added.body).toBe(200);
      const { task_Reference_Id } = added.json().resolved;
      const edited = await send('POST', '/v1/edit/task', {
        irys_Task: { task_Reference_Id, task_Name: 'Spec edit, renamed', task_Description: '', task_Type: 'DEFAULT', status: 'open', assignee: [], due_Date: null, is_Read: false, priority: 0, source: null, metadata: null },
        data: [],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success', resolved: { task_Reference_Id, version: 2 } });
    });

    it('retires without a version, audited as such; a stale version still answers 412', async () => {
      const id = await addOpportunity();
      const staleRetire = await send('PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id, version: 7 });
      expect(staleRetire.statusCode).toBe(412);
      expect((await send('PUT', `/v1/archive/opportunity?opportunity_Reference_Id=${id}`, {})).statusCode).toBe(200);
      const retire = (await auditOf(id)).find((a) => a.action === 'retire');
      expect(retire?.changes).toEqual({ version_Given: false });
    });
  });
}
