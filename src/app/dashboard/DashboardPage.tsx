import useSWR from 'swr';
import { displayDate, displayMonth } from '../../engine/core/dates';
import { displayMoney } from '../../engine/core/format';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import { fetchResolved } from '../api/client';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { ChartCard, type ChartRow } from './ChartCard';
import { dashboardRequest } from '../../domain/firstLoad';
import type { DashboardFigures, StageFigure } from './figures';
import { dashboardLinks as links } from './links';
import { StatTile } from './StatTile';

const said = texts.dashboard;

const stageRows = (stages: StageFigure[], link: (stage: string) => string): ChartRow[] =>
  stages.map((s) => ({ key: s.stage, label: s.stage_Label, path: link(s.stage), count: s.count, premium: s.premium }));

/** The signed-in user's day: tiles of their work and renewals, and their opportunities by stage. */
function MyDay({ d, navigate }: { d: DashboardFigures; navigate(path: string): void }) {
  return (
    <section aria-labelledby="dashboard-my-day" className="space-y-4">
      <h2 id="dashboard-my-day" className="text-lg font-semibold text-slate-900">{said.myDay}</h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {d.my_Tasks && <StatTile label={said.overdueTasks} value={String(d.my_Tasks.overdue)} path={links.overdueTasks(d.today)} navigate={navigate} />}
        {d.my_Tasks && <StatTile label={said.tasksDueToday} value={String(d.my_Tasks.due_Today)} path={links.tasksDueToday(d.today)} navigate={navigate} />}
        {d.my_Cases && <StatTile label={said.openCases} value={String(d.my_Cases.open)} path={links.openCases()} navigate={navigate} />}
        {d.renewals_Due?.map((r) => (
          <StatTile key={r.days} label={`${said.renewalsDue}: ${fillTemplate(said.renewalsWithin, { days: String(r.days) })}`} value={String(r.count)} detail={displayMoney(r.premium)} path={links.renewalsDue(r.days)} navigate={navigate} />
        ))}
      </ul>
      {d.my_Opportunities && (
        <ChartCard title={said.myOpportunities} path={links.myOpportunities()} labelHeader={said.stage} rows={stageRows(d.my_Opportunities, links.myOpportunities)} navigate={navigate} />
      )}
    </section>
  );
}

/** The agency's book over the last twelve months: written premium, pipeline, new business and renewals, top carriers. */
function Book({ d, navigate }: { d: DashboardFigures; navigate(path: string): void }) {
  const { from, to } = d.period;
  return (
    <section aria-labelledby="dashboard-book" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="dashboard-book" className="text-lg font-semibold text-slate-900">{said.book}</h2>
        <p className="text-sm text-slate-600">{fillTemplate(said.bookPeriod, { from: displayDate(from), to: displayDate(to) })}</p>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {d.written_Premium && (
          <ChartCard title={said.writtenPremium} path={links.written(from, to)} labelHeader={said.month} navigate={navigate}
            rows={d.written_Premium.map((m) => ({ key: m.month, label: displayMonth(m.month), path: links.written(m.from, m.to), count: m.count, premium: m.premium }))} />
        )}
        {d.pipeline && <ChartCard title={said.pipeline} path={links.pipeline()} labelHeader={said.stage} rows={stageRows(d.pipeline, links.pipeline)} navigate={navigate} />}
        {d.new_Vs_Renewals && (
          <ChartCard title={said.newVsRenewals} path={links.written(from, to)} labelHeader={said.business} alternating navigate={navigate}
            rows={d.new_Vs_Renewals.map((b) => ({ key: b.kind, label: b.kind === 'renewal' ? said.renewals : said.newBusiness, path: links.written(from, to, b.kind === 'renewal'), count: b.count, premium: b.premium }))} />
        )}
        {d.top_Carriers && (
          <ChartCard title={said.topCarriers} path={links.carriers()} labelHeader={said.carrier} navigate={navigate}
            rows={d.top_Carriers.map((c) => ({ key: c.market_Reference_Id, label: c.name, path: links.carrier(c.market_Reference_Id), count: c.count, premium: c.premium }))} />
        )}
      </div>
    </section>
  );
}

/** /dashboard: the figures GET /v1/knowi/dashboard/user computes, drawn here; a spinner while they load, a failed load said with Retry. */
export default function DashboardPage() {
  const navigate = useGuardedNavigate();
  const { data, error, isLoading, mutate } = useSWR<DashboardFigures>(dashboardRequest, fetchResolved, { dedupingInterval: 0 });
  if (error !== undefined && !isLoading) {
    return (
      <div role="alert" className="flex items-center gap-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{said.failed}</p>
        <button type="button" onClick={() => void mutate()} className="rounded border border-red-300 bg-white px-3 py-1.5 font-medium">{texts.firstDay.retry}</button>
      </div>
    );
  }
  if (!data) return <Spinner label={texts.loading} />;
  return (
    <div className="space-y-8">
      <MyDay d={data} navigate={navigate} />
      <Book d={data} navigate={navigate} />
    </div>
  );
}
