import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Icon } from '../../engine/react/Icon';

export interface AddChoice {
  label: string;
  choose(): void;
}

interface AddMenuProps {
  /** the button's name */
  label: string;
  choices: AddChoice[];
  /** a round floating button (the side panel's) instead of a small one */
  floating?: boolean;
}

/** A '+' button opening a menu of things to add (Task, File ...). */
export function AddMenu({ label, choices, floating = false }: AddMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={label}
        className={floating ? 'flex h-11 w-11 items-center justify-center rounded-full bg-blue-600 text-white shadow-lg' : 'flex h-7 w-7 items-center justify-center rounded border border-slate-300 text-slate-700'}
      >
        <Icon name="plus" className={floating ? 'h-6 w-6' : 'h-4 w-4'} />
      </MenuButton>
      <MenuItems anchor={floating ? 'top end' : 'bottom end'} className="z-50 min-w-40 rounded border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
        {choices.map((c) => (
          <MenuItem key={c.label}>
            <button type="button" onClick={c.choose} className="block w-full px-4 py-2 text-left data-[focus]:bg-blue-50">{c.label}</button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
