import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { failureText } from '../../engine/core/errors';
import { fillTemplate } from '../../engine/core/template';
import { DisplayValue } from '../../engine/react/DisplayValue';
import { PageLink } from '../../engine/react/PageLink';
import { Pager } from '../../engine/react/Pager';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { displayRegistry } from '../../displays/registry';
import { api, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { OpportunityViews } from './OpportunityViews';
import { policyColumns } from './policyColumns';
import { renewalWindows, type RenewalsPage } from './renewals';

const pageSize = 15;
const columns = policyColumns(texts.opportunityRenewalsColumns, { lob_Data: 'line_Of_Business' });

/**
 * /opportunity/renewals: policies in force expiring within 30, 60, 90 or 120 days (the window in
 * ?days=) with no renewal opportunity yet, soonest first; 'Start renewals' creates them all in one
 * step (each assigned to its policy's owner), says so while it runs and then what it started.
 */
export default function OpportunityRenewals() {
  const said = texts.opportunityRenewals;
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = renewalWindows.includes(asked) ? asked : renewalWindows[0];
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState<number>();
  const [result, setResult] = useState('');
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const { data, isLoading, mutate } = useSWR<RenewalsPage>(`/v1/opportunity/renewals?days=${days}&limit=${pageSize}&page=${page}`, fetchResolved, { keepPreviousData: true });
  const rows = data?.renewals ?? [];

  const choose = (window: number) => {
    setPage(1);
    setResult('');
    setParams({ days: String(window) }, { replace: true });
  };
  const start = async () => {
    setStarting(data?.count ?? 0);
    setResult('');
    try {
      const { responseMessage } = await api('/v1/opportunity/renewals/start', { method: 'POST', body: { days } });
      setResult(responseMessage);
    } catch (error) {
      toast.error(failureText(error, said.startFailed));
    }
    setStarting(undefined);
    await mutate();
  };

  return (
    <>
    <OpportunityViews />
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center gap-4 border-b border-slate-200 p-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{said.window}</legend>
          <span aria-hidden="true" className="text-sm text-slate-600">{said.window}</span>
          {renewalWindows.map((w) => (
            <label key={w} className={`cursor-pointer rounded border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-blue-500 ${w === days ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300'}`}>
              <input type="radio" name="renewal-window" className="sr-only" checked={w === days} onChange={() => choose(w)} />
              {fillTemplate(said.days, { days: String(w) })}
            </label>
          ))}
        </fieldset>
        {allowed('opportunity-edit') && (
          <button type="button" disabled={!rows.length || starting !== undefined} onClick={() => void start()} className="ml-auto h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50">
            {said.start}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="px-4 empty:hidden">
        {starting !== undefined && (
          <div className="flex items-center gap-3 py-3 text-sm text-slate-700">
            <progress aria-label={fillTemplate(said.starting, { count: String(starting) })} className="h-2 w-48" />
            {fillTemplate(said.starting, { count: String(starting) })}
          </div>
        )}
        {result && <p className="py-3 text-sm font-medium text-green-800">{result}</p>}
      </div>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>{columns.map((c) => <th key={c.key} scope="col" className="px-4 py-2">{c.label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.policy_Reference_Id} className="border-t border-slate-100">
              {columns.map((c, index) => (
                <td key={c.key} className="px-4 py-2">
                  {index === 0
                    ? <PageLink path={`/policy/${encodeURIComponent(row.policy_Reference_Id)}`} navigate={navigate}><DisplayValue field={c} record={row} displays={displayRegistry} texts={texts} /></PageLink>
                    : <DisplayValue field={c} record={row} displays={displayRegistry} texts={texts} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {isLoading && !data && <Spinner label={texts.loading} />}
      {data && rows.length === 0 && <p className="p-6 text-center text-sm text-slate-500">{texts.empty}</p>}
      <div className="px-4">
        <Pager page={page} lastPage={data?.last_Page} texts={texts} onPage={setPage} />
      </div>
    </div>
    </>
  );
}
