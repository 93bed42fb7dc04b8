import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Icon } from '../../engine/react/Icon';
import { texts } from '../texts';

interface WorkflowsMenuProps {
  expanded: boolean;
  onGeneralRequest(): void;
  onLogout(): void;
}

/** The side navigation's Workflows menu: General Request, and Log Out. */
export default function WorkflowsMenu({ expanded, onGeneralRequest, onLogout }: WorkflowsMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex h-10 w-full items-center gap-3 px-3 text-sm hover:bg-slate-800" aria-label={texts.workflows}>
        <Icon name="menu" />
        {expanded && <span>{texts.workflows}</span>}
      </MenuButton>
      <MenuItems anchor="top start" className="z-50 w-48 rounded border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
        <MenuItem>
          <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100" onClick={onGeneralRequest}>{texts.generalRequest}</button>
        </MenuItem>
        <MenuItem>
          <button type="button" className="block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100" onClick={onLogout}>{texts.logOut}</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
