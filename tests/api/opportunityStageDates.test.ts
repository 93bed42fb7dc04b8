import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';

const migrations = 'src/server/db/migrations';
/** The backfill of the migration that added the columns: its UPDATE statements. */
const backfill = () => readFileSync(`${migrations}/${readdirSync(migrations).find((f) => f.endsWith('_csr_followup.sql'))}`, 'utf8')
  .split('--> statement-breakpoint').map((s) => s.trim()).filter((s) => s.startsWith('UPDATE'));

/** Issue 18: board cards say since when an opportunity is in its stage; a lost one's stepper shows the stage it was lost at. */
for (const backend of backends) {
  describe(`an opportunity's stage: since when, and where it was lost (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let entityId: string;
    let marketId: string;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      admin = await t.login('admin@harbor.test');
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 1`);
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} order by name limit 1`);
      lobs = (await t.as(admin.token, { method: 'GET', url: '/v1/lob' })).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const read = async (id: string) => (await t.as(admin.token, { method: 'GET', url: `/v1/opportunity?opportunity_Reference_Id=${id}` })).json().resolved.opportunity[0];
    const listed = async (id: string, description: string) => {
      const found = (await t.as(admin.token, { method: 'GET', url: `/v1/opportunity/search?limit=10&page=1&search=${encodeURIComponent(description)}` })).json().resolved.opportunities;
      return found.find((o: { opportunity_Reference_Id: string }) => o.opportunity_Reference_Id === id);
    };
    const add = async () => {
      const description = uniqueName('Stage dates ');
      const response = await send('POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Type: 'new', opportunity_Description: description,
        effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20), line_Of_Business: [{ line_Of_Business_Id: lob('general_liability') }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return { id: response.json().resolved.opportunity_Reference_Id as string, description };
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

    it('stores when the stage last changed: set on adding, kept by other edits, moved by each stage move (read and list)', async () => {
      const { id, description } = await add();
      const added = await read(id);
      expect(Math.abs(Date.parse(added.stage_Changed_At) - Date.parse(added.created_At))).toBeLessThan(1000);
      await pause();
      expect((await send('PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, opportunity_Description: `${description} edited` })).statusCode).toBe(200);
      expect((await read(id)).stage_Changed_At).toBe(added.stage_Changed_At);
      await pause();
      expect((await send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'prospect' })).statusCode).toBe(200);
      const moved = await read(id);
      expect(Date.parse(moved.stage_Changed_At)).toBeGreaterThan(Date.parse(added.created_At));
      expect((await listed(id, `${description} edited`)).stage_Changed_At).toBe(moved.stage_Changed_At);
      await pause();
      expect((await send('PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, opportunity_Stage: 'lines_Of_Business' })).statusCode).toBe(200);
      expect(Date.parse((await read(id)).stage_Changed_At)).toBeGreaterThan(Date.parse(moved.stage_Changed_At));
      // the moment is the stage's, not an audited change of its own
      const [audit] = await t.rows<{ changes: Record<string, unknown> }>(sql`select changes from audit_log where record_id = ${id} order by id desc limit 1`);
      expect(Object.keys(audit.changes)).not.toContain('stageChangedAt');
    });

    it('a lost opportunity keeps the stage it was lost at; a won one has none', async () => {
      const lost = await add();
      expect((await send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: lost.id, stage: 'prospect' })).statusCode).toBe(200);
      const closed = await send('PUT', '/v1/opportunity/close', { opportunity_Reference_Id: lost.id, is_Won: false, lob_Selected: [{ lob_Reference_Id: lob('general_liability'), client_Decline_Reason: 'outsold' }] });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await read(lost.id)).toMatchObject({ opportunity_Stage: 'closed_Lost', lost_At_Stage: 'prospect', lost_At_Stage_Label: 'Prospect' });

      const won = await add();
      const wonClose = await send('PUT', '/v1/opportunity/close', { opportunity_Reference_Id: won.id, is_Won: true, lob_Selected: [{ lob_Reference_Id: lob('general_liability'), selected_Premium: 900, market_Reference_Id: marketId }], actual_Revenue: 90 });
      expect(wonClose.statusCode, wonClose.body).toBe(200);
      expect(await read(won.id)).toMatchObject({ opportunity_Stage: 'closed_Won', lost_At_Stage: null, lost_At_Stage_Label: null });
    });

    it('the migration fills both for the rows it finds: the last stage move in the audit (else the creation), the stage a lost one left', async () => {
      const lost = await add();
      expect((await send('PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: lost.id, stage: 'lines_Of_Business' })).statusCode).toBe(200);
      expect((await send('PUT', '/v1/opportunity/close', { opportunity_Reference_Id: lost.id, is_Won: false, lob_Selected: [{ lob_Reference_Id: lob('general_liability'), client_Decline_Reason: 'outsold' }] })).statusCode).toBe(200);
      const unaudited = await add();
      await t.rows(sql`delete from audit_log where record_id = ${unaudited.id}`);
      await t.rows(sql`update opportunities set stage_changed_at = '2000-01-01', lost_at_stage = null where id in (${lost.id}, ${unaudited.id})`);
      for (const statement of backfill()) await t.rows(sql.raw(statement));
      const [lostRow] = await t.rows<{ stage_changed_at: Date; lost_at_stage: string }>(sql`select stage_changed_at, lost_at_stage from opportunities where id = ${lost.id}`);
      const [lastMove] = await t.rows<{ at: Date }>(sql`select at from audit_log where record_id = ${lost.id} and changes ? 'stage' order by id desc limit 1`);
      expect(lostRow).toEqual({ stage_changed_at: lastMove.at, lost_at_stage: 'lines_Of_Business' });
      const [plain] = await t.rows<{ stage_changed_at: Date; created_at: Date }>(sql`select stage_changed_at, created_at from opportunities where id = ${unaudited.id}`);
      expect(plain.stage_changed_at).toEqual(plain.created_at);
    });
  });
}
