import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ConfirmDialog } from '../../engine/react/ConfirmDialog';
import { Avatar } from '../../engine/react/Avatar';
import type { RouteManifest } from '../../engine/core/manifests';
import { truncate } from '../../engine/core/format';
import { api } from '../api/client';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { Icon } from '../../engine/react/Icon';
import { useLogout } from './useLogout';

const breadcrumbIcons: Record<string, string> = {
  Entity: 'entity', Opportunity: 'opportunity', Dashboard: 'dashboard', Human: 'human', Policy: 'policy', Market: 'market', ChatHistory: 'ChatHistory',
};
const accountNameLength = 25;

export function TopBar({ route }: { route?: RouteManifest }) {
  const { session } = useSession();
  const logout = useLogout();
  const name = `${session.user.first_Name} ${session.user.last_Name}`;
  const switchTo = async (tenantId: string) => {
    await api('/v1/auth/switch-tenant', { method: 'POST', body: { tenant_Id: tenantId } });
    localStorage.setItem('account:switched', String(Date.now()));
    window.location.assign('/dashboard');
  };
  return (
    <header className="flex h-14 items-center gap-4 border-b border-slate-200 bg-white px-6">
      <div>
        {route?.breadcrumb && (
          <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-xs text-slate-500">
            <Icon name={breadcrumbIcons[route.breadcrumb]} className="h-3.5 w-3.5" />
            <span>{route.breadcrumb}</span>
          </nav>
        )}
        <h1 className="text-lg font-semibold leading-tight">{route?.title}</h1>
      </div>
      <Menu as="div" className="relative ml-auto">
        <MenuButton aria-label={name} className="rounded-full">
          <Avatar name={name} />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 w-72 rounded border border-slate-200 bg-white py-2 shadow-lg">
          <div className="px-4 pb-2">
            <p className="font-semibold">{name}</p>
            <p className="text-sm text-slate-500">{session.user.email}</p>
          </div>
          <MenuItem>
            <a href="/docs" className="block px-4 py-2 text-sm data-focus:bg-slate-100">{texts.adminPortal}</a>
          </MenuItem>
          <p className="px-4 pt-2 text-xs font-semibold uppercase text-slate-500">{texts.accounts}</p>
          {session.accounts.map((a) => (
            <MenuItem key={a.tenant_Id} disabled={a.is_Current}>
              <button type="button" onClick={() => switchTo(a.tenant_Id)} className="flex w-full items-center justify-between px-4 py-2 text-left text-sm data-focus:bg-slate-100">
                <span title={a.name}>{truncate(a.name, accountNameLength)}</span>
                {a.is_Current && <span className="rounded bg-emerald-100 px-2 text-xs text-emerald-800">{texts.current}</span>}
              </button>
            </MenuItem>
          ))}
          <MenuItem>
            <button type="button" onClick={logout.ask} className="mt-1 block w-full border-t border-slate-100 px-4 py-2 text-left text-sm data-focus:bg-slate-100">{texts.logOut}</button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ConfirmDialog open={logout.asking} title={texts.logoutConfirm.title} message={texts.logoutConfirm.message} onYes={logout.confirm} onNo={logout.cancel} />
    </header>
  );
}
