import { useId, type ReactNode } from 'react';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import { texts } from '../texts';

const said = texts.dashboard;

interface ReportSectionProps {
  title: string;
  /** the CSV export's address */
  csv: string;
  /** the PDF export's address, when the report has one */
  pdf?: string;
  state: { loading: boolean; failed: boolean; empty: boolean; retry(): void };
  controls?: ReactNode;
  children: ReactNode;
}

/** A report: its title, its controls and CSV export, then its table, a spinner while it loads, its failure with Retry, or the empty text. */
export function ReportSection({ title, csv, pdf, state, controls, children }: ReportSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center gap-4 border-b border-slate-200 p-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">{title}</h2>
        {controls}
        <a href={csv} download aria-label={fillTemplate(said.exportCsvOf, { report: title })} className="ml-auto rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-blue-700">{said.exportCsv}</a>
        {pdf && <a href={pdf} download aria-label={fillTemplate(texts.reportsMore.exportPdfOf, { report: title })} className="rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-blue-700">{texts.reportsMore.exportPdf}</a>}
      </div>
      {state.failed ? (
        <div role="alert" className="flex items-center gap-4 p-4 text-sm text-red-800">
          <p>{said.reportFailed}</p>
          <button type="button" onClick={state.retry} className="rounded border border-red-300 px-3 py-1.5 font-medium">{texts.firstDay.retry}</button>
        </div>
      ) : state.loading ? <Spinner label={texts.loading} />
        : state.empty ? <p className="p-6 text-center text-sm text-slate-500">{texts.empty}</p>
          : children}
    </section>
  );
}
