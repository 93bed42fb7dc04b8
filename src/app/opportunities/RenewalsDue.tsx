import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { PageLink } from '../../engine/react/PageLink';
import { fetchResolved } from '../api/client';
import { OpportunityViews } from './OpportunityViews';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { renewalWindows, type RenewalsPage } from './renewals';

/** How many policies await a renewal in one window, linking to the renewals view of that window. */
function DueIn({ days }: { days: number }) {
  const navigate = useGuardedNavigate();
  const { data } = useSWR<RenewalsPage>(`/v1/opportunity/renewals?days=${days}&limit=1`, fetchResolved);
  const count = data ? String(data.count) : texts.none;
  return (
    <li className="py-1">
      <PageLink path={`/opportunity/renewals?days=${days}`} navigate={navigate}>{fillTemplate(texts.opportunityRenewals.dueIn, { count, days: String(days) })}</PageLink>
    </li>
  );
}

/** Beside the opportunity list on a wide screen (above it on a narrower one, its windows in a row): the other views, and the renewals due in the next 30, 60, 90 and 120 days, each a way into the renewals view. */
export default function RenewalsDue() {
  return (
    <aside aria-labelledby="renewals-due" className="w-full shrink-0 rounded-lg border border-slate-200 bg-white p-4 2xl:w-60">
      <OpportunityViews />
      <h2 id="renewals-due" className="text-sm font-semibold text-slate-900">{texts.opportunityRenewals.due}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 text-sm 2xl:block">
        {renewalWindows.map((days) => <DueIn key={days} days={days} />)}
      </ul>
    </aside>
  );
}
