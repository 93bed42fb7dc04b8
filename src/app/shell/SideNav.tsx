import { Dialog, DialogPanel, DialogTitle, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import navigation from '../../../screens/navigation.json';
import { ConfirmDialog } from '../../engine/react/ConfirmDialog';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { Icon } from '../../engine/react/Icon';
import { useGuardedNavigate } from './LeaveGuard';
import { useLogout } from './useLogout';

export function SideNav() {
  const [expanded, setExpanded] = useState(() => localStorage.getItem('nav:collapsed') !== 'true');
  const { pathname } = useLocation();
  const navigate = useGuardedNavigate();
  const { allowed } = useSession();
  const logout = useLogout();
  const [dialog, setDialog] = useState<string | null>(null);
  const toggle = () => {
    localStorage.setItem('nav:collapsed', String(expanded));
    setExpanded(!expanded);
  };
  const entries = navigation.entries.filter((e) => !e.scope || allowed(e.scope));
  return (
    <nav aria-label="Main" style={{ width: expanded ? navigation.expandedWidth : navigation.collapsedWidth }} className="flex shrink-0 flex-col bg-slate-900 text-slate-200 transition-[width]">
      <button type="button" onClick={toggle} aria-label={expanded ? texts.collapse : texts.expand} aria-expanded={expanded} className="flex h-12 items-center px-3 hover:bg-slate-800">
        <Icon name="menu" />
        {expanded && <span className="ml-3 font-semibold">Agency Desk</span>}
      </button>
      <ul className="flex-1">
        {entries.map((e) => {
          const current = Boolean(e.path) && (pathname === e.path || pathname.startsWith(`${e.path}/`));
          return (
            <li key={e.label}>
              <button
                type="button"
                onClick={() => (e.path ? navigate(e.path) : setDialog(e.label))}
                aria-current={current ? 'page' : undefined}
                title={expanded ? undefined : e.label}
                aria-label={expanded ? undefined : e.label}
                className={`flex h-10 w-full items-center gap-3 px-3 text-sm hover:bg-slate-800 ${current ? 'bg-slate-800 text-white' : ''}`}
              >
                <Icon name={e.icon} />
                {expanded && <span>{e.label}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Menu as="div" className="relative">
        <MenuButton className="flex h-10 w-full items-center gap-3 px-3 text-sm hover:bg-slate-800" aria-label={texts.workflows}>
          <Icon name="menu" />
          {expanded && <span>{texts.workflows}</span>}
        </MenuButton>
        <MenuItems anchor="top start" className="z-50 w-48 rounded border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
          <MenuItem>
            <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100" onClick={() => navigate('/general-request')}>{texts.generalRequest}</button>
          </MenuItem>
          <MenuItem>
            <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100" onClick={logout.ask}>{texts.logOut}</button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-96 rounded-lg bg-white p-6 text-slate-800 shadow-xl">
            <DialogTitle className="text-lg font-semibold">{dialog}</DialogTitle>
            <p className="mt-2 text-slate-600">{texts.comingSoon}</p>
            <button type="button" onClick={() => setDialog(null)} className="mt-4 h-9 rounded border border-slate-300 px-4 text-sm">{texts.close}</button>
          </DialogPanel>
        </div>
      </Dialog>
      <ConfirmDialog open={logout.asking} title={texts.logoutConfirm.title} message={texts.logoutConfirm.message} onYes={logout.confirm} onNo={logout.cancel} />
    </nav>
  );
}
