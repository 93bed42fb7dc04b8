import { useLocation } from 'react-router-dom';
import { PageLink } from '../../engine/react/PageLink';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';

const views = [
  { path: '/opportunity', label: texts.opportunityViews.list },
  { path: '/opportunity/board', label: texts.opportunityViews.board },
  { path: '/opportunity/renewals', label: texts.opportunityViews.renewals },
];

/** The opportunities' views (the list, the board, the renewals), the one shown marked as the current page. */
export function OpportunityViews() {
  const navigate = useGuardedNavigate();
  const { pathname } = useLocation();
  return (
    <nav aria-label={texts.opportunityViews.label} className="mb-3">
      <ul className="flex gap-4 text-sm">
        {views.map((v) => (
          <li key={v.path} aria-current={pathname === v.path ? 'page' : undefined} className={pathname === v.path ? 'font-semibold' : ''}>
            <PageLink path={v.path} navigate={navigate}>{v.label}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
