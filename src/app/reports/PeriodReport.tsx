import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { displayMonth } from '../../engine/core/dates';
import { displayMoney } from '../../engine/core/format';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { ReportSection } from './ReportSection';

const BarChartView = lazy(() => import('../dashboard/BarChartView'));

const said = texts.reportsFinish;
const th = 'px-4 py-2';
const periods = [3, 6, 12] as const;
const businesses = [['', said.businessAll], ['new', said.businessNew], ['renewal', said.businessRenewal]] as const;

/** A column of a monthly report: its header, the figure it shows and how. */
export interface PeriodColumn { header: string; key: string; unit: 'count' | 'money' | 'rate' }
type Figures = Record<string, number | null>;
interface PeriodAnswer { months: (Figures & { month: string })[]; total: Figures }

const shown = (value: number | null, unit: PeriodColumn['unit']) =>
  (value === null ? '' : unit === 'money' ? displayMoney(value) : unit === 'rate' ? value.toFixed(1) : String(value));

interface PeriodReportProps {
  title: string;
  text: string;
  /** its address under /v1/report/ */
  name: string;
  columns: PeriodColumn[];
  /** the rate the chart draws by month */
  rate: PeriodColumn;
  /** the count that says whether anything was counted */
  counted: string;
}

/**
 * A report by month over the last 3, 6 or 12 months, for all business, new business or renewals:
 * a chart of its rate (a picture with its text alternative), its table with the total, CSV and PDF.
 */
export function PeriodReport({ title, text, name, columns, rate, counted }: PeriodReportProps) {
  const [months, setMonths] = useState<number>(12);
  const [business, setBusiness] = useState('');
  const query = `months=${months}${business ? `&business=${business}` : ''}`;
  const swr = useSWR<PeriodAnswer>(`/v1/report/${name}?${query}`, fetchResolved, { keepPreviousData: true });
  const data = swr.data;
  const chartTitle = fillTemplate(said.rateChart, { rate: rate.header });
  const items = data?.months.map((m) => fillTemplate(said.rateItem, { month: displayMonth(m.month), rate: m[rate.key] === null ? said.noRate : `${m[rate.key]!.toFixed(1)} %` })).join(', ');
  const controls = (
    <>
      <p className="w-full text-sm text-slate-600">{text}</p>
      <fieldset className="flex items-center gap-2">
        <legend className="sr-only">{said.period}</legend>
        {periods.map((m) => (
          <label key={m} className={`cursor-pointer rounded border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-blue-500 ${m === months ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300'}`}>
            <input type="radio" name={`${name}-period`} className="sr-only" checked={m === months} onChange={() => setMonths(m)} />
            {fillTemplate(said.lastMonths, { months: String(m) })}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        {said.business}
        <select value={business} onChange={(e) => setBusiness(e.target.value)} className="rounded border border-slate-300 px-2 py-1.5">
          {businesses.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
    </>
  );
  return (
    <ReportSection title={title} csv={`/v1/report/${name}/csv?${query}`} pdf={`/v1/report/${name}/pdf?${query}`} state={{ loading: !data && swr.error === undefined, failed: swr.error !== undefined, empty: !data?.total[counted], retry: () => void swr.mutate() }} controls={controls}>
      {data && (
        <figure className="p-4">
          <div role="img" aria-label={fillTemplate(said.rateAlternative, { title: chartTitle, items: items ?? '' })}>
            <Suspense fallback={<Spinner label={texts.loading} />}>
              <BarChartView unit="percent" bars={data.months.map((m) => ({ label: displayMonth(m.month), value: m[rate.key] ?? 0 }))} />
            </Suspense>
          </div>
          <figcaption className="sr-only">{chartTitle}</figcaption>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr><th scope="col" className={th}>{said.month}</th>{columns.map((c) => <th key={c.key} scope="col" className={`${th} text-right`}>{c.header}</th>)}</tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month} className="border-t border-slate-100">
                  <th scope="row" className={`${th} font-normal`}>{displayMonth(m.month)}</th>
                  {columns.map((c) => <td key={c.key} className={`${th} text-right`}>{shown(m[c.key], c.unit)}</td>)}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr><th scope="row" className={th}>{said.total}</th>{columns.map((c) => <td key={c.key} className={`${th} text-right`}>{shown(data.total[c.key], c.unit)}</td>)}</tr>
            </tfoot>
          </table>
        </figure>
      )}
    </ReportSection>
  );
}
