import { lazy } from 'react';
import { Avatar } from '../../engine/react/Avatar';
import { Icon } from '../../engine/react/Icon';
import { MenuOnFirstUse } from '../../engine/react/MenuOnFirstUse';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { api } from '../api/client';
import { GlobalSearch } from '../globalSearch/GlobalSearch';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import type { RecordHeading } from './recordTitle';
import { VersionMenu } from './VersionMenu';
import { useLogout } from './useLogout';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

const breadcrumbIcons: Record<string, string> = {
  Entity: 'office', Opportunity: 'trend', Dashboard: 'dashboard', Human: 'user', Policy: 'shield-outline', Market: 'storefront', ChatHistory: 'ChatHistory',
};

async function switchAccount(tenantId: string) {
  await api('/v1/auth/switch-tenant', { method: 'POST', body: { tenant_Id: tenantId } });
  localStorage.setItem('account:switched', String(Date.now()));
  window.location.assign('/dashboard');
}

export function TopBar({ route, title, heading }: { route?: RouteManifest; title?: string; heading?: RecordHeading }) {
  const { session } = useSession();
  const logout = useLogout();
  const name = `${session.user.first_Name} ${session.user.last_Name}`;
  // named by the avatar's picture, whose initials are all the button shows
  const accountButton = { className: 'rounded-full', children: <Avatar name={name} /> };
  return (
    <header className="flex h-14 items-center gap-4 border-b border-slate-200 bg-white px-6">
      <div>
        {route?.breadcrumb && (
          <nav aria-label={texts.breadcrumb} className="flex items-center gap-1 text-xs text-slate-500">
            <Icon name={breadcrumbIcons[route.breadcrumb]} className="h-3.5 w-3.5" />
            <span>{route.breadcrumb}</span>
          </nav>
        )}
        <div className="flex items-center gap-2">
          <h1 className="text-lg font-semibold leading-tight">{title}</h1>
          {heading?.badge}
        </div>
      </div>
      {heading?.versions && <VersionMenu menu={heading.versions} />}
      <GlobalSearch />
      <div className="relative">
        <MenuOnFirstUse button={accountButton} preload={loadAccountMenu}>
          <AccountMenu button={accountButton} session={session} name={name} onSwitch={switchAccount} onLogout={logout.ask} />
        </MenuOnFirstUse>
      </div>
      <LazyConfirmDialog open={logout.asking} title={texts.logoutConfirm.title} message={texts.logoutConfirm.message} texts={texts} onYes={logout.confirm} onNo={logout.cancel} />
    </header>
  );
}
