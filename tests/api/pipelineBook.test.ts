import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPipeline } from '../../src/server/seed/pipelineBook';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

for (const backend of backends) {
  describe(`the demo pipeline (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      await seedDemoPipeline(t.db);
      admin = await t.login('admin@harbor.test');
    });
    afterAll(() => t?.close());

    it('seeds Harbor\'s sixty opportunities in every stage, each on its OPPORTUNITY case, Summit\'s few', async () => {
      const byTenant = await t.rows<{ name: string; n: number; stages: number; won: number; lost: number }>(sql`select t.name, count(*)::int as n, count(distinct o.stage)::int as stages,
        count(*) filter (where o.stage = 'closed_Won')::int as won, count(*) filter (where o.stage = 'closed_Lost')::int as lost
        from opportunities o join tenants t on t.id = o.tenant_id group by t.name order by t.name`);
      expect(byTenant).toEqual([
        expect.objectContaining({ name: 'Harbor Insurance Agency', n: 60, stages: 8 }),
        expect.objectContaining({ name: 'Summit Brokers', n: 6 }),
      ]);
      expect(byTenant[0].won).toBeGreaterThan(0);
      expect(byTenant[0].lost).toBeGreaterThan(0);
      const [{ orphans }] = await t.rows<{ orphans: number }>(sql`select count(*)::int as orphans from opportunities o left join cases c on c.id = o.case_id
        where c.id is null or c.case_type <> 'OPPORTUNITY' or c.module_reference_id <> o.id or c.tenant_id <> o.tenant_id`);
      expect(orphans).toBe(0);
    });

    it('markets the later stages: submissions with quotes from out to market, a delivered proposal from client response; the API reads them', async () => {
      const page = (await t.as(admin.token, { method: 'GET', url: '/v1/opportunity/search?stage=client_Response&limit=1' })).json().resolved;
      expect(page.count).toBeGreaterThan(0);
      const id = page.opportunities[0].opportunity_Reference_Id;
      const o = (await t.as(admin.token, { method: 'GET', url: `/v1/opportunity?opportunity_Reference_Id=${id}` })).json().resolved.opportunity[0];
      expect(o).toMatchObject({ has_Delivered_Proposal: true, stage_Label: 'Client Response' });
      const history = (await t.as(admin.token, { method: 'GET', url: `/v1/opportunity/history?opportunity_Reference_Id=${id}` })).json().resolved.history;
      expect(history.map((h: { stage_Label: string }) => h.stage_Label)).toEqual(['Suspect', 'Prospect', 'Lines Of Business', 'Out to Market', 'Proposed', 'Client Response']);
      expect(history[1]).toMatchObject({ action: 'update', stage_From: 'suspect', stage_To: 'prospect' });
      expect(history.every((h: { by: string | null }) => Boolean(h.by))).toBe(true);
      const quotes = (await t.as(admin.token, { method: 'GET', url: `/v1/oportunity/submission/quotes?opportunity_Reference_Id=${id}` })).json().resolved.quote;
      expect(quotes.length).toBeGreaterThan(0);
      const submissions = (await t.as(admin.token, { method: 'GET', url: `/v1/opportunity/submission?opportunity_Reference_Id=${id}` })).json().resolved.submissionList;
      expect(submissions).toHaveLength(2);
      const closed = (await t.as(admin.token, { method: 'GET', url: '/v1/opportunity/search?case_Status=closed&limit=100' })).json().resolved;
      expect(closed.opportunities.every((x: { stage_Label: string }) => x.stage_Label === 'Closed')).toBe(true);
    });
  });
}
