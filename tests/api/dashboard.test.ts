import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';

interface PolicyFact { effective_date: string; actual_premium: string; status: string; policy_type: string; market_id: string; market: string }
interface StageFigure { stage: string; count: number; premium: number }

const cents = (n: number) => Math.round(n * 100) / 100;
const total = (rows: PolicyFact[]) => cents(rows.reduce((s, r) => s + Number(r.actual_premium), 0));

for (const backend of backends) {
  describe(`dashboard: GET /v1/knowi/dashboard/user (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend, { work: true });
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    }, 120_000);
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const dashboard = async (s: Session) => {
      const response = await get(s, '/v1/knowi/dashboard/user?dashboard_Code=main');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    const countOf = async (s: Session, url: string) => {
      const response = await get(s, url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.count as number;
    };
    /** The tenant's written policies (latest versions, bound or beyond) effective in the last 12 months, read by the test itself. */
    const writtenFacts = async (s: Session, from: string, to: string) => t.rows<PolicyFact>(sql`
      select p.effective_date::text, p.actual_premium::text, p.status, p.policy_type, p.market_id::text, m.name as market from policies p join markets m on m.id = p.market_id
      where p.tenant_id = ${s.tenantId} and p.retired_at is null and p.is_latest and p.status <> 'pre_Bind' and p.effective_date between ${from} and ${to}`);
    const openOpportunities = async (s: Session, mine: boolean) => t.rows<{ stage: string; n: number; premium: string }>(sql`
      select stage, count(*)::int as n, sum(premium)::text as premium from opportunities where tenant_id = ${s.tenantId} and retired_at is null
      and stage not in ('closed_Won', 'closed_Lost') ${mine ? sql`and assignee_user_id = ${s.userId}` : sql``} group by stage`);
    const expectStages = (figures: StageFigure[], counted: { stage: string; n: number; premium: string }[]) => {
      for (const f of figures) {
        const row = counted.find((c) => c.stage === f.stage);
        expect([f.stage, f.count, f.premium]).toEqual([f.stage, row?.n ?? 0, cents(Number(row?.premium ?? 0))]);
      }
      expect(figures.reduce((s, f) => s + f.count, 0)).toBe(counted.reduce((s, c) => s + c.n, 0));
    };

    it("answers the signed-in user's day as the test counts it, each figure matching the list its tile opens", async () => {
      const d = await dashboard(admin);
      expect(d.today).toBe(day(0));
      const [tasks] = await t.rows<{ overdue: number; today: number; open: number }>(sql`
        select count(*) filter (where due_at < ${day(0)}::timestamp at time zone 'UTC')::int as overdue,
          count(*) filter (where due_at >= ${day(0)}::timestamp at time zone 'UTC' and due_at < ${day(1)}::timestamp at time zone 'UTC')::int as today, count(*)::int as open
        from tasks where tenant_id = ${admin.tenantId} and retired_at is null and status = 'open' and id in (select task_id from task_assignees where user_id = ${admin.userId})`);
      expect(tasks.overdue).toBeGreaterThan(0);
      expect(d.my_Tasks).toEqual({ overdue: tasks.overdue, due_Today: tasks.today, open: tasks.open });
      expect(await countOf(admin, `/v1/work-assigned?activity_Type=task&due_Date_To=${day(-1)}`)).toBe(tasks.overdue);
      expect(await countOf(admin, `/v1/work-assigned?activity_Type=task&due_Date_From=${day(0)}&due_Date_To=${day(0)}`)).toBe(tasks.today);
      expect(d.my_Cases.open).toBeGreaterThan(0);
      expect(await countOf(admin, '/v1/work-assigned?activity_Type=case')).toBe(d.my_Cases.open);
      expect(await countOf(admin, '/v1/work-assigned')).toBe(d.my_Cases.open + tasks.open);

      expect(d.renewals_Due.map((r: { days: number }) => r.days)).toEqual([30, 60, 90]);
      for (const r of d.renewals_Due) {
        const list = (await get(admin, `/v1/opportunity/renewals?days=${r.days}&limit=100`)).json().resolved;
        expect([r.days, r.count]).toEqual([r.days, list.count]);
        expect(list.count).toBeLessThanOrEqual(100);
        expect(r.premium).toBe(cents(list.renewals.reduce((s: number, p: { actual_Premium: number }) => s + p.actual_Premium, 0)));
      }
      expect(d.renewals_Due[2].count).toBeGreaterThan(0);

      expectStages(d.my_Opportunities, await openOpportunities(admin, true));
      for (const s of d.my_Opportunities.filter((f: StageFigure) => f.count)) {
        expect(await countOf(admin, `/v1/opportunity/search?is_Mine=true&stage=${s.stage}`)).toBe(s.count);
      }
    });

    it("answers the agency's book as the test counts it: written premium by month, pipeline, new business and renewals, top carriers", async () => {
      const d = await dashboard(admin);
      expect(d.written_Premium).toHaveLength(12);
      expect(d.written_Premium[11].month).toBe(day(0).slice(0, 7));
      expect(d.period).toEqual({ from: d.written_Premium[0].from, to: d.written_Premium[11].to });
      const facts = await writtenFacts(admin, d.period.from, d.period.to);
      expect(facts.length).toBeGreaterThan(10);
      for (const m of d.written_Premium) {
        const inMonth = facts.filter((f) => f.effective_date.startsWith(m.month));
        expect([m.month, m.count, m.premium]).toEqual([m.month, inMonth.length, total(inMonth)]);
      }
      const busiest = d.written_Premium.reduce((a: { count: number }, b: { count: number }) => (b.count > a.count ? b : a));
      expect(await countOf(admin, `/v1/policy/list?is_Written=true&effective_Date_From=${busiest.from}&effective_Date_To=${busiest.to}`)).toBe(busiest.count);

      expectStages(d.pipeline, await openOpportunities(admin, false));
      expect(d.pipeline.slice(0, 6).map((s: { stage_Label: string }) => s.stage_Label)).toEqual(['Suspect', 'Prospect', 'Lines Of Business', 'Out to Market', 'Proposed', 'Client Response']);

      const renewals = facts.filter((f) => f.policy_type === 'renewal');
      const news = facts.filter((f) => f.policy_type !== 'renewal');
      expect(d.new_Vs_Renewals).toEqual([
        { kind: 'new', count: news.length, premium: total(news) },
        { kind: 'renewal', count: renewals.length, premium: total(renewals) },
      ]);
      expect(await countOf(admin, `/v1/policy/list?is_Written=true&is_Renewal=true&effective_Date_From=${d.period.from}&effective_Date_To=${d.period.to}`)).toBe(renewals.length);

      const byMarket = new Map<string, { name: string; rows: PolicyFact[] }>();
      for (const f of facts) byMarket.set(f.market_id, { name: f.market, rows: [...(byMarket.get(f.market_id)?.rows ?? []), f] });
      const expected = [...byMarket.entries()].map(([id, m]) => ({ market_Reference_Id: id, name: m.name, count: m.rows.length, premium: total(m.rows) }))
        .sort((a, b) => b.premium - a.premium || a.name.localeCompare(b.name)).slice(0, 5);
      expect(d.top_Carriers).toEqual(expected);
    });

    it('counts a policy written today in this month, its carrier and new business', async () => {
      const before = await dashboard(admin);
      const [market] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 1`);
      const [entity] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 1`);
      const lob = (await get(admin, '/v1/lob')).json().resolved.lob[0].line_Of_Business_Id;
      const added = await t.as(admin.token, {
        method: 'POST', url: '/v1/policy/add', payload: {
          market_Reference_Id: market.id, first_Name_Insured_Reference_Id: entity.id, first_Name_Insured_Type: 'entity', policy_Type: 'New', policy_Status: 'bound',
          effective_Date: day(0), expiration_Date: day(365), carrier_Issued_Policy_Id: uniqueName('D'),
          line_Of_Business: [{ line_Of_Business_Id: lob, selected_Premium: 1234.56, selected_Commission: 123.45 }],
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      const after = await dashboard(admin);
      expect(after.written_Premium[11].count).toBe(before.written_Premium[11].count + 1);
      expect(after.written_Premium[11].premium).toBe(cents(before.written_Premium[11].premium + 1234.56));
      expect(after.new_Vs_Renewals[0].premium).toBe(cents(before.new_Vs_Renewals[0].premium + 1234.56));
    });

    it('moves each tile a write touches at once: a task closed, a renewal started (a due policy off, an opportunity and its case on)', async () => {
      const before = await dashboard(admin);
      const [task] = await t.rows<{ id: string }>(sql`select id from tasks where tenant_id = ${admin.tenantId} and retired_at is null and status = 'open'
        and due_at < ${day(0)}::timestamp at time zone 'UTC' and id in (select task_id from task_assignees where user_id = ${admin.userId}) order by due_at limit 1`);
      const closed = await t.as(admin.token, { method: 'PUT', url: '/v1/task/close', payload: { task_Reference_Id: task.id } });
      expect(closed.statusCode, closed.body).toBe(200);
      const afterClose = await dashboard(admin);
      expect(afterClose.my_Tasks).toEqual({ ...before.my_Tasks, overdue: before.my_Tasks.overdue - 1, open: before.my_Tasks.open - 1 });
      expect(afterClose.my_Cases.open).toBe(await countOf(admin, '/v1/work-assigned?activity_Type=case'));

      const due = (await get(admin, '/v1/opportunity/renewals?days=30&limit=100')).json().resolved.renewals
        .find((r: { owner_User_Id: string }) => r.owner_User_Id === admin.userId) as { policy_Reference_Id: string; actual_Premium: number };
      const started = await t.as(admin.token, { method: 'POST', url: '/v1/opportunity/renewals/start', payload: { policy_Reference_Ids: [due.policy_Reference_Id] } });
      expect(started.statusCode, started.body).toBe(200);
      const after = await dashboard(admin);
      expect(after.renewals_Due[0]).toEqual({ days: 30, count: before.renewals_Due[0].count - 1, premium: cents(before.renewals_Due[0].premium - due.actual_Premium) });
      expect(after.renewals_Due[2].count).toBe(before.renewals_Due[2].count - 1);
      const open = (figures: StageFigure[]) => figures.reduce((n, f) => n + f.count, 0);
      expect(open(after.pipeline)).toBe(open(before.pipeline) + 1);
      expect(open(after.my_Opportunities)).toBe(open(before.my_Opportunities) + 1);
      expectStages(after.pipeline, await openOpportunities(admin, false));
      expectStages(after.my_Opportunities, await openOpportunities(admin, true));
      expect(after.my_Cases.open).toBe(afterClose.my_Cases.open + 1);
      expect(after.my_Cases.open).toBe(await countOf(admin, '/v1/work-assigned?activity_Type=case'));
    });

    it('answers another tenant its own figures, and refuses an unknown dashboard', async () => {
      const d = await dashboard(summit);
      const harbor = await dashboard(admin);
      const facts = await writtenFacts(summit, d.period.from, d.period.to);
      expect(d.written_Premium.reduce((s: number, m: { count: number }) => s + m.count, 0)).toBe(facts.length);
      expect(d.written_Premium.reduce((s: number, m: { count: number }) => s + m.count, 0)).toBeLessThan(harbor.written_Premium.reduce((s: number, m: { count: number }) => s + m.count, 0));
      expectStages(d.pipeline, await openOpportunities(summit, false));
      const harborMarkets = new Set(harbor.top_Carriers.map((c: { market_Reference_Id: string }) => c.market_Reference_Id));
      expect(d.top_Carriers.some((c: { market_Reference_Id: string }) => harborMarkets.has(c.market_Reference_Id))).toBe(false);
      const wrong = await get(admin, '/v1/knowi/dashboard/user?dashboard_Code=other');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toContainEqual(expect.objectContaining({ message: 'dashboard_Code must be main' }));
      expect((await t.app.inject({ method: 'GET', url: '/v1/knowi/dashboard/user' })).statusCode).toBe(401);
    });
  });
}
