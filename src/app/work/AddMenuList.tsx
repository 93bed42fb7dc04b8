import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useOpenedAtOnce, type MenuButtonLook } from '../../engine/react/MenuOnFirstUse';

/** A thing the '+' menu adds (Task, File ...). */
export interface AddChoice {
  label: string;
  choose(): void;
}

interface AddMenuListProps {
  /** its button, as the page showed it before the menu loaded */
  button: MenuButtonLook;
  choices: AddChoice[];
  floating: boolean;
}

/** The '+' button's menu (loaded and opened on first use: AddMenu). */
export default function AddMenuList({ button, choices, floating }: AddMenuListProps) {
  const ref = useOpenedAtOnce();
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={ref} {...button} />
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
