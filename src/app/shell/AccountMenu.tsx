import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useOpenedAtOnce, type MenuButtonLook } from '../../engine/react/MenuOnFirstUse';
import { truncate } from '../../engine/core/format';
import type { SessionSummary } from '../session/session';
import { texts } from '../texts';

const accountNameLength = 25;

interface AccountMenuProps {
  /** its button, as the page showed it before the menu loaded */
  button: MenuButtonLook;
  session: SessionSummary;
  name: string;
  onSwitch(tenantId: string): void;
  onLogout(): void;
}

/** The avatar menu: name and e-mail, Admin Portal, the accounts with the current one marked, Log Out (loaded and opened on first use: TopBar). */
export default function AccountMenu({ button, session, name, onSwitch, onLogout }: AccountMenuProps) {
  const ref = useOpenedAtOnce();
  return (
    <Menu>
      <MenuButton ref={ref} {...button} />
      <MenuItems anchor="bottom end" className="z-50 w-72 rounded border border-slate-200 bg-white py-2 shadow-lg">
        <div className="px-4 pb-2">
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-slate-500">{session.user.email}</p>
        </div>
        <MenuItem>
          <a href="/admin" className="block px-4 py-2 text-sm data-focus:bg-slate-100">{texts.adminPortal.link}</a>
        </MenuItem>
        <p className="px-4 pt-2 text-xs font-semibold uppercase text-slate-500">{texts.accounts}</p>
        {session.accounts.map((a) => (
          <MenuItem key={a.tenant_Id} disabled={a.is_Current}>
            <button type="button" onClick={() => onSwitch(a.tenant_Id)} className="flex w-full items-center justify-between px-4 py-2 text-left text-sm data-focus:bg-slate-100">
              <span title={a.name}>{truncate(a.name, accountNameLength)}</span>
              {a.is_Current && <span className="rounded bg-emerald-100 px-2 text-xs text-emerald-800">{texts.current}</span>}
            </button>
          </MenuItem>
        ))}
        <MenuItem>
          <button type="button" onClick={onLogout} className="mt-1 block w-full border-t border-slate-100 px-4 py-2 text-left text-sm data-focus:bg-slate-100">{texts.logOut}</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
