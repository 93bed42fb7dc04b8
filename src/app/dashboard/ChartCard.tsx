import { lazy, Suspense, useId } from 'react';
import { displayMoney } from '../../engine/core/format';
import { fillTemplate } from '../../engine/core/template';
import { PageLink } from '../../engine/react/PageLink';
import { Spinner } from '../../engine/react/Spinner';
import { texts } from '../texts';

const BarChartView = lazy(() => import('./BarChartView'));

/** A row of a chart's table: what it counts, the list it opens, its count and premium. */
export interface ChartRow { key: string; label: string; path: string; count: number; premium: number }

interface ChartCardProps {
  title: string;
  /** the list the whole chart summarises */
  path: string;
  /** the table's first column: Stage, Month, Business, Carrier */
  labelHeader: string;
  rows: ChartRow[];
  /** bars in alternating colours (two kinds side by side) */
  alternating?: boolean;
  navigate(path: string): void;
}

/**
 * A chart of premiums with its title, a text alternative for screen readers (the chart itself is a
 * picture) and its table, each row opening its list; nothing counted says the list's empty text.
 */
export function ChartCard({ title, path, labelHeader, rows, alternating, navigate }: ChartCardProps) {
  const said = texts.dashboard;
  const titleId = useId();
  const empty = rows.every((r) => r.count === 0);
  const items = rows.map((r) => fillTemplate(said.chartItem, { label: r.label, premium: displayMoney(r.premium), count: String(r.count) })).join(', ');
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="mb-2 text-base font-semibold text-slate-900">
        <PageLink path={path} navigate={navigate}>{title}</PageLink>
      </h3>
      {empty ? <p className="p-6 text-center text-sm text-slate-500">{texts.empty}</p> : (
        <figure>
          <div role="img" aria-label={fillTemplate(said.chartAlternative, { title, items })}>
            <Suspense fallback={<Spinner label={texts.loading} />}>
              <BarChartView bars={rows.map((r) => ({ label: r.label, value: r.premium }))} alternating={alternating} />
            </Suspense>
          </div>
          <figcaption className="sr-only">{title}</figcaption>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-2">{labelHeader}</th>
                <th scope="col" className="py-1 pr-2 text-right">{said.count}</th>
                <th scope="col" className="py-1 text-right">{said.premium}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-normal"><PageLink path={r.path} navigate={navigate}>{r.label}</PageLink></th>
                  <td className="py-1 pr-2 text-right">{r.count}</td>
                  <td className="py-1 text-right">{displayMoney(r.premium)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </section>
  );
}
