import { useState } from 'react';
import useSWR from 'swr';
import { displayDate } from '../../engine/core/dates';
import { displayMoney } from '../../engine/core/format';
import { fillTemplate } from '../../engine/core/template';
import { PageLink } from '../../engine/react/PageLink';
import { Pager } from '../../engine/react/Pager';
import { fetchResolved } from '../api/client';
import { renewalWindows } from '../opportunities/renewals';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { ReportSection } from './ReportSection';
import { PeriodReport, type PeriodColumn } from './PeriodReport';
import { useSession } from '../session/session';
import type { GetReportBookOfBusinessAnswer, GetReportExpiringAnswer, GetReportProductionAnswer } from '../../generated';

const said = texts.dashboard;
const pageSize = 15;
const th = 'px-4 py-2';
const td = 'px-4 py-2';


const stateOf = (swr: { data?: unknown; error?: unknown; isLoading: boolean; mutate(): unknown }, empty: boolean) =>
  ({ loading: !swr.data && swr.error === undefined, failed: swr.error !== undefined, empty, retry: () => void swr.mutate() });

/** The book of business by line of business and carrier. */
function BookOfBusiness() {
  const swr = useSWR<GetReportBookOfBusinessAnswer>('/v1/report/book-of-business', fetchResolved);
  const rows = swr.data?.book ?? [];
  return (
    <ReportSection title={said.reportBook} csv="/v1/report/book-of-business/csv" pdf="/v1/report/book-of-business/pdf" state={stateOf(swr, !rows.length)} controls={<p className="text-sm text-slate-600">{said.reportBookText}</p>}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr><th scope="col" className={th}>{said.line}</th><th scope="col" className={th}>{said.carrier}</th><th scope="col" className={`${th} text-right`}>{said.policies}</th><th scope="col" className={`${th} text-right`}>{said.premium}</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.line}|${r.carrier}`} className="border-t border-slate-100">
              <td className={td}>{r.line}</td><td className={td}>{r.carrier}</td><td className={`${td} text-right`}>{r.policies}</td><td className={`${td} text-right`}>{displayMoney(r.premium)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}


/** Production by producer over the last twelve months: policies (new business, renewals), premium and commission. */
function Production() {
  const more = texts.reportsMore;
  const swr = useSWR<GetReportProductionAnswer>('/v1/report/production', fetchResolved);
  const rows = swr.data?.producers ?? [];
  const figures = [said.policies, more.newBusiness, more.renewals, said.premium, more.commission];
  return (
    <ReportSection title={more.reportProduction} csv="/v1/report/production/csv" pdf="/v1/report/production/pdf" state={stateOf(swr, !rows.length)} controls={<p className="text-sm text-slate-600">{more.reportProductionText}</p>}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr><th scope="col" className={th}>{more.producer}</th>{figures.map((h) => <th key={h} scope="col" className={`${th} text-right`}>{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.producer ?? ''} className="border-t border-slate-100">
              <td className={td}>{r.producer ?? more.noProducer}</td>
              {[r.policies, r.new_Business, r.renewals].map((n, i) => <td key={i} className={`${td} text-right`}>{n}</td>)}
              <td className={`${td} text-right`}>{displayMoney(r.premium)}</td><td className={`${td} text-right`}>{displayMoney(r.commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}

/** The policies in force expiring within 30, 60, 90 or 120 days, soonest first, each opening its policy. */
function ExpiringPolicies() {
  const navigate = useGuardedNavigate();
  const [days, setDays] = useState(renewalWindows[0]);
  const [page, setPage] = useState(1);
  const swr = useSWR<GetReportExpiringAnswer>(`/v1/report/expiring?days=${days}&limit=${pageSize}&page=${page}`, fetchResolved, { keepPreviousData: true });
  const rows = swr.data?.policies ?? [];
  const windows = (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{said.expiringWithin}</legend>
      <span aria-hidden="true" className="text-sm text-slate-600">{said.expiringWithin}</span>
      {renewalWindows.map((w) => (
        <label key={w} className={`cursor-pointer rounded border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-blue-500 ${w === days ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300'}`}>
          <input type="radio" name="expiring-window" className="sr-only" checked={w === days} onChange={() => { setDays(w); setPage(1); }} />
          {fillTemplate(said.days, { days: String(w) })}
        </label>
      ))}
    </fieldset>
  );
  return (
    <ReportSection title={said.reportExpiring} csv={`/v1/report/expiring/csv?days=${days}`} state={stateOf(swr, !rows.length)} controls={windows}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[said.policyNumber, said.insured, said.carrier, said.linesOfBusiness, said.effectiveDate, said.expirationDate].map((h) => <th key={h} scope="col" className={th}>{h}</th>)}
            <th scope="col" className={`${th} text-right`}>{said.premium}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.policy_Reference_Id} className="border-t border-slate-100">
              <td className={td}><PageLink path={`/policy/${encodeURIComponent(r.policy_Reference_Id)}`} navigate={navigate}>{r.carrier_Issued_Policy_Id ?? r.market_Name}</PageLink></td>
              <td className={td}>{r.insured_Name}</td><td className={td}>{r.market_Name}</td><td className={td}>{r.lines}</td>
              <td className={td}>{displayDate(r.effective_Date)}</td><td className={td}>{displayDate(r.expiration_Date)}</td><td className={`${td} text-right`}>{displayMoney(r.actual_Premium)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="px-4"><Pager page={page} lastPage={swr.data?.last_Page} texts={texts} onPage={setPage} /></div>
    </ReportSection>
  );
}

const finish = texts.reportsFinish;
const retentionColumns: PeriodColumn[] = [
  { header: finish.expiring, key: 'expiring', unit: 'count' }, { header: finish.renewed, key: 'renewed', unit: 'count' },
  { header: finish.inProgress, key: 'in_Progress', unit: 'count' }, { header: finish.lost, key: 'lost', unit: 'count' },
  { header: finish.notStarted, key: 'not_Started', unit: 'count' }, { header: finish.retentionRate, key: 'retention_Rate', unit: 'rate' },
  { header: finish.premiumExpiring, key: 'premium_Expiring', unit: 'money' }, { header: finish.premiumRenewed, key: 'premium_Renewed', unit: 'money' },
];
const conversionColumns: PeriodColumn[] = [
  { header: finish.created, key: 'created', unit: 'count' }, { header: finish.won, key: 'won', unit: 'count' },
  { header: finish.lost, key: 'lost', unit: 'count' }, { header: finish.open, key: 'open', unit: 'count' },
  { header: finish.conversionRate, key: 'conversion_Rate', unit: 'rate' }, { header: finish.winRate, key: 'win_Rate', unit: 'rate' },
  { header: finish.premiumWon, key: 'premium_Won', unit: 'money' },
];

/** /report: the agency's reports, each with its CSV export; pipeline conversion for those who may view opportunities. */
export default function ReportsPage() {
  const navigate = useGuardedNavigate();
  const { allowed } = useSession();
  return (
    <div className="space-y-6">
      <p className="text-sm"><PageLink path="/import" navigate={navigate}>{texts.reportsMore.importTitle}</PageLink></p>
      <BookOfBusiness />
      <Production />
      <ExpiringPolicies />
      <PeriodReport title={finish.reportRetention} text={finish.reportRetentionText} name="retention" columns={retentionColumns} rate={retentionColumns[5]} counted="expiring" />
      {allowed('opportunity-view') && <PeriodReport title={finish.reportConversion} text={finish.reportConversionText} name="conversion" columns={conversionColumns} rate={conversionColumns[4]} counted="created" />}
    </div>
  );
}
