import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, missingId, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';


for (const backend of backends) {
  describe(`opportunities (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    let marketId: string;
    let otherMarketId: string;
    let entityId: string;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketId }, { id: otherMarketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} order by name limit 2`);
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 1`);
      lobs = (await get(admin, '/v1/lob')).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const add = async (extra: Record<string, unknown> = {}, who: Session = admin) => {
      const response = await send(who, 'POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
        opportunity_Description: uniqueName('Opp '), effective_Date: day(30), expiration_Date: day(395), expected_Close_Date: day(20),
        expected_Premium: '12,500.50', expected_Revenue: 1875.08,
        line_Of_Business: [{ line_Of_Business_Id: lob('general_liability') }, { line_Of_Business_Id: lob('commercial_property') }],
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { opportunity_Reference_Id: string; version: number; irys_Case_Reference_Id: string };
    };
    const fetch = async (id: string, who: Session = admin) => (await get(who, `/v1/opportunity?opportunity_Reference_Id=${id}`)).json().resolved.opportunity[0];
    const stage = (id: string, to: string, version?: number) => send(admin, 'PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: to, version });
    const addTask = (caseId: string) => send(admin, 'POST', '/v1/add/task', { irys_Task: { task_Name: 'Collect loss runs', case_Reference_Id: caseId } });

    it('adds an opportunity with its OPPORTUNITY case at suspect, exact money, and reads it back', async () => {
      const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await add();
      const o = await fetch(id);
      expect(o).toMatchObject({
        opportunity_Stage: 'suspect', stage_Label: 'Suspect', stage_Key: 'suspect', status: 'new', case_Status: 'new', opportunity_Status: 'open',
        expected_Premium: 12500.5, expected_Revenue: 1875.08, premium: 12500.5, revenue: 1875.08, irys_Case_Reference_Id: caseId, assignee: admin.userId,
        first_Name_Insured_Type: 'entity', open_Tasks: 0, has_Delivered_Proposal: false,
      });
      expect(o.line_Of_Business.map((l: { name: string }) => l.name)).toEqual(['General Liability', 'Commercial Property']);
      const [opened] = await t.rows<{ case_type: string; module_type: string; module_reference_id: string }>(sql`select case_type, module_type, module_reference_id from cases where id = ${caseId}`);
      expect(opened).toEqual({ case_type: 'OPPORTUNITY', module_type: 'opportunity', module_reference_id: id });
      const [{ open_opportunities: open }] = await t.rows<{ open_opportunities: number }>(sql`select open_opportunities from entities where id = ${entityId}`);
      expect(open).toBeGreaterThan(0);
    });

    it('lists with search, the spec\'s filters and sort; another tenant sees none of it', async () => {
      const description = uniqueName('Listed ');
      const { opportunity_Reference_Id: id } = await add({ opportunity_Description: description, opportunity_Source: 'referral', expected_Premium: 777 });
      const found = (await get(admin, `/v1/opportunity/search?search=${encodeURIComponent(description)}`)).json().resolved;
      expect(found.count).toBe(1);
      expect(found.opportunities[0]).toMatchObject({ opportunity_Reference_Id: id, opportunity_Description: description, stage_Label: 'Suspect', stage_Key: 'suspect', premium: 777 });
      expect(found.opportunities[0].LOB_Data).toHaveLength(2);
      const filtered = async (query: string) => (await get(admin, `/v1/opportunity/search?search=${encodeURIComponent(description)}&${query}`)).json().resolved.count;
      expect(await filtered('source=referral&type=new&stage=suspect,prospect&case_Status=open')).toBe(1);
      expect(await filtered(`lob_Reference_Ids=${lob('general_liability')}`)).toBe(1);
      expect(await filtered('premium_Min=778')).toBe(0);
      expect(await filtered('premium_Min=0&premium_Max=0')).toBe(1);
      expect(await filtered(`expected_Close_Date_From=${day(21)}`)).toBe(0);
      expect(await filtered('case_Status=closed')).toBe(0);
      expect(await filtered('is_Mine=true')).toBe(1);
      const bad = await get(admin, '/v1/opportunity/search?premium_Min=Infinity');
      expect(bad.statusCode).toBe(400);
      expect((await get(summit, `/v1/opportunity/search?search=${encodeURIComponent(description)}`)).json().resolved.count).toBe(0);
      const client = (await get(admin, `/v1/opportunities/entity?entity_Reference_Id=${entityId}`)).json().resolved;
      expect(client.opportunities.some((o: { opportunity_Reference_Id: string }) => o.opportunity_Reference_Id === id)).toBe(true);
    });

    it('edits the fields sent at the version read; stale versions 412; another tenant\'s id and a missing one 404', async () => {
      const { opportunity_Reference_Id: id } = await add();
      const edited = await send(admin, 'PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, version: 1, is_Priority: true, expected_Premium: '1,000.10' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await fetch(id)).toMatchObject({ is_Priority: true, expected_Premium: 1000.1, premium: 1000.1, version: 2 });
      const stale = await send(admin, 'PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, version: 1, is_Priority: false });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This opportunity was changed by someone else since you opened it. Reload to see the latest details.');
      expect((await get(summit, `/v1/opportunity?opportunity_Reference_Id=${id}`)).statusCode).toBe(404);
      expect((await get(admin, `/v1/opportunity?opportunity_Reference_Id=${missingId}`)).json().responseMessage).toBe('Opportunity was not found.');
      expect((await send(summit, 'PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'prospect' })).statusCode).toBe(404);
      const dates = await send(admin, 'PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, expiration_Date: day(1) });
      expect(dates.json().errors).toContainEqual({ field: '/expiration_Date', message: 'Expiration Date must be after Effective Date' });
      const backwards = await send(admin, 'POST', '/v1/opportunity/add', { first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', effective_Date: day(30), expiration_Date: day(29) });
      expect(backwards.json().errors).toEqual([{ field: '/expiration_Date', message: 'Expiration Date must be after Effective Date' }]);
      const unknown = await send(admin, 'POST', '/v1/opportunity/add', { first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', colour: 'teal' });
      expect(unknown.json().errors).toContainEqual({ field: '', message: 'Unknown field colour' });
    });

    it('scopes: a viewer reads but cannot add or move; a CSR cannot delete', async () => {
      const { opportunity_Reference_Id: id } = await add();
      expect((await get(viewer, `/v1/opportunity?opportunity_Reference_Id=${id}`)).statusCode).toBe(200);
      const denied = await send(viewer, 'POST', '/v1/opportunity/add', { first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity' });
      expect(denied.statusCode).toBe(403);
      expect((await send(viewer, 'PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'prospect' })).statusCode).toBe(403);
      expect((await send(csr, 'PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id })).json().responseMessage).toContain(noPermission);
    });

    it('moves stages by the stage table: in process, history of who and when; the server refuses every gate with its sentence', async () => {
      const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await add();
      const moved = await stage(id, 'out_To_Market', 1);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ responseMessage: 'Opportunity is now at Out to Market', resolved: { status: 'in_Process', stage_Key: 'out-to-market' } });
      const [{ case_status: caseStatus }] = await t.rows<{ case_status: string }>(sql`select case_status from cases where id = ${caseId}`);
      expect(caseStatus).toBe('in_Process');
      expect((await stage(id, 'prospect', 1)).statusCode).toBe(412);
      expect((await stage(id, 'out_To_Market')).json()).toMatchObject({ responseMessage: 'The opportunity is already at Out to Market.' });
      const proposal = await stage(id, 'client_Response');
      expect(proposal.statusCode).toBe(409);
      expect(proposal.json().responseMessage).toBe('Client Response needs a delivered proposal: mark a proposal as delivered first.');
      expect((await stage(id, 'closed_Won')).json().responseMessage).toBe('To close an opportunity, close it with its results (won or lost).');
      expect((await addTask(caseId)).statusCode).toBe(200);
      expect((await stage(id, 'closed_Lost')).json().responseMessage).toBe('Please complete Open Tasks before closing the Opportunity');
      expect((await stage(id, 'gathering_Information')).json().responseMessage).toBe('gathering_Information is not a stage an opportunity can be moved to.');
      expect((await stage(id, 'prospect')).statusCode).toBe(200);
      const history = (await get(admin, `/v1/opportunity/history?opportunity_Reference_Id=${id}`)).json().resolved.history;
      expect(history.filter((h: { stage_To: string | null }) => h.stage_To).map((h: { stage_From: string; stage_To: string; by: string }) => [h.stage_From, h.stage_To, h.by]))
        .toEqual([[null, 'suspect', 'Hannah Harbor'], ['suspect', 'out_To_Market', 'Hannah Harbor'], ['out_To_Market', 'prospect', 'Hannah Harbor']]);
    });

    it('refuses the close while the case has open tasks; closes lost with a reason per line, 0 figures and a follow-up task in eleven months; then nothing moves', async () => {
      const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await add();
      await addTask(caseId);
      const lost = { opportunity_Reference_Id: id, is_Won: false, is_FollowUpNextYear: true, lob_Selected: [
        { lob_Reference_Id: lob('general_liability'), client_Decline_Reason: 'not_Competitive' },
        { lob_Reference_Id: lob('commercial_property'), client_Decline_Reason: 'outsold' },
      ] };
      const refused = await send(admin, 'PUT', '/v1/opportunity/close', lost);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().responseMessage).toBe('Please complete Open Tasks before closing the Opportunity');
      await t.db.execute(sql`update tasks set status = 'closed' where case_id = ${caseId}`);
      const noReason = await send(admin, 'PUT', '/v1/opportunity/close', { ...lost, lob_Selected: [{ lob_Reference_Id: lob('general_liability') }] });
      expect(noReason.json().errors).toContainEqual({ field: '/lob_Selected/0/client_Decline_Reason', message: 'Choose a decline reason' });
      const oneLine = await send(admin, 'PUT', '/v1/opportunity/close', { ...lost, lob_Selected: [lost.lob_Selected[0]] });
      expect(oneLine.statusCode).toBe(400);
      expect(oneLine.json().errors).toContainEqual({ field: '/lob_Selected', message: 'Choose a decline reason for Commercial Property' });
      const closed = await send(admin, 'PUT', '/v1/opportunity/close', lost);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().responseMessage).toBe('Opportunity closed as lost');
      const o = await fetch(id);
      expect(o).toMatchObject({ is_Won: false, opportunity_Stage: 'closed_Lost', stage_Label: 'Closed', outcome_Label: 'Lost', stage_Key: 'closed', case_Status: 'closed', opportunity_Status: 'closed', actual_Premium: 0, actual_Revenue: 0, premium: 0, is_FollowUpNextYear: true });
      expect(o.line_Of_Business.map((l: { client_Response_Status: string; client_Decline_Reason: string }) => [l.client_Response_Status, l.client_Decline_Reason])).toEqual([['declined', 'not_Competitive'], ['declined', 'outsold']]);
      const [followUp] = await t.rows<{ task_name: string; due_at: Date; status: string }>(sql`select task_name, due_at, status from tasks where case_id = ${caseId} and status = 'open'`);
      expect(followUp.task_name).toMatch(/^Follow up next year: /);
      const months = (new Date(followUp.due_at).getTime() - Date.now()) / (30.44 * 86_400_000);
      expect(months).toBeGreaterThan(10.5);
      expect(months).toBeLessThan(11.5);
      expect((await stage(id, 'prospect')).json().responseMessage).toBe('This opportunity is closed: its stage can no longer change.');
      expect((await send(admin, 'PUT', '/v1/opportunity/close', lost)).statusCode).toBe(409);
      expect((await send(admin, 'PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, is_Priority: true })).statusCode).toBe(409);
    });

    it('closes won: the won lines with their premium (total their sum), DECISIONS 13 on the server, the lines as draft policies per market', async () => {
      const { opportunity_Reference_Id: id } = await add();
      const none = await send(admin, 'PUT', '/v1/opportunity/close', { opportunity_Reference_Id: id, is_Won: true, lob_Selected: [], actual_Premium: 100, actual_Revenue: 0 });
      expect(none.json().errors).toContainEqual({ field: '/lob_Selected', message: 'Select at least one won line of business, or enter a Total Premium and Total Revenue above zero' });
      const noMarket = await send(admin, 'PUT', '/v1/opportunity/close', { opportunity_Reference_Id: id, is_Won: true, lob_Selected: [{ lob_Reference_Id: lob('general_liability'), selected_Premium: 10 }] });
      expect(noMarket.json().errors).toContainEqual({ field: '/lob_Selected/0/market_Reference_Id', message: 'Choose the market' });
      const before = (await get(admin, '/v1/policy/drafts')).json().resolved.drafts.length;
      const won = await send(admin, 'PUT', '/v1/opportunity/close', { opportunity_Reference_Id: id, is_Won: true, actual_Revenue: '1,500.25', lob_Selected: [
        { lob_Reference_Id: lob('general_liability'), market_Reference_Id: marketId, selected_Premium: '4,000.10' },
        { lob_Reference_Id: lob('commercial_property'), market_Reference_Id: otherMarketId, selected_Premium: 6000.2 },
      ] });
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json().resolved).toMatchObject({ actual_Premium: 10000.3, actual_Revenue: 1500.25, draft_Policies: 2 });
      expect(await fetch(id)).toMatchObject({ is_Won: true, opportunity_Stage: 'closed_Won', actual_Premium: 10000.3, premium: 10000.3, revenue: 1500.25 });
      const drafts = (await get(admin, '/v1/policy/drafts')).json().resolved.drafts;
      expect(drafts.length).toBe(before + 2);
      const mine = drafts.slice(-2).map((d: { draft: { marketId: string; opportunity: { opportunity_Reference_Id: string }; lineOfBusinessInfo: { premium: string }[] } }) => d.draft);
      expect(mine.map((d: { opportunity: { opportunity_Reference_Id: string } }) => d.opportunity.opportunity_Reference_Id)).toEqual([id, id]);
      expect(mine.map((d: { marketId: string }) => d.marketId).sort()).toEqual([marketId, otherMarketId].sort());
      expect((await fetch(id)).outcome_Label).toBe('Won');
      // the opportunity's Policy tab lists the drafts it made until they are saved, with their markets and premiums
      const pending = (await get(admin, `/v1/policies/opportunity?opportunity_Reference_Id=${id}`)).json().resolved;
      expect(pending.policies).toEqual([]);
      expect(pending.drafts.map((d: { actual_Premium: number; market_Name: string | null }) => [d.actual_Premium, typeof d.market_Name]).sort()).toEqual([[4000.1, 'string'], [6000.2, 'string']]);
      expect((await get(viewer, `/v1/policies/opportunity?opportunity_Reference_Id=${id}`)).json().resolved.drafts).toEqual([]);
      const saved = await send(admin, 'POST', '/v1/policy/draft/save', {});
      expect(saved.statusCode, saved.body).toBe(200);
      const { policies, drafts: left } = (await get(admin, `/v1/policies/opportunity?opportunity_Reference_Id=${id}`)).json().resolved;
      expect(policies.map((p: { actual_Premium: number }) => p.actual_Premium).sort()).toEqual([4000.1, 6000.2]);
      expect(left).toEqual([]);
    });

    it('closes won on the totals alone when both are above zero', async () => {
      const { opportunity_Reference_Id: id } = await add();
      const won = await send(admin, 'PUT', '/v1/opportunity/close', { opportunity_Reference_Id: id, is_Won: true, lob_Selected: [], actual_Premium: 900, actual_Revenue: 90 });
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json().resolved).toMatchObject({ actual_Premium: 900, actual_Revenue: 90, draft_Policies: 0 });
    });

    it('deletes (retires) an opportunity, its case and the case\'s tasks in one step: gone from the list, 404 after', async () => {
      const { opportunity_Reference_Id: id, irys_Case_Reference_Id: caseId } = await add();
      const taskIds: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const added = await addTask(caseId);
        expect(added.statusCode, added.body).toBe(200);
        taskIds.push(added.json().resolved.task_Reference_Id as string);
      }
      const deleted = await send(admin, 'PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id, version: 1 });
      expect(deleted.json()).toMatchObject({ responseCode: 200, responseMessage: 'Opportunity has been successfully deleted.' });
      expect((await get(admin, `/v1/opportunity?opportunity_Reference_Id=${id}`)).statusCode).toBe(404);
      const [{ retired_at: retired }] = await t.rows<{ retired_at: Date | null }>(sql`select retired_at from cases where id = ${caseId}`);
      expect(retired).not.toBeNull();
      const live = await t.rows(sql`select id from tasks where case_id = ${caseId} and retired_at is null`);
      expect(live).toEqual([]);
      const audited = await t.rows<{ record_id: string; changes: unknown }>(sql`
        select record_id, changes from audit_log where record_type = 'task' and action = 'retire' and record_id in (${taskIds[0]}, ${taskIds[1]}) order by record_id`);
      expect(audited).toEqual([...taskIds].sort().map((taskId) => ({ record_id: taskId, changes: { with: caseId } })));
      const closed = await send(admin, 'PUT', '/v1/task/close', { task_Reference_Id: taskIds[0] });
      expect(closed.statusCode, closed.body).toBe(404);
    });
  });
}
