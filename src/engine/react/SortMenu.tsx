import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useOpenedAtOnce, type MenuButtonLook } from './MenuOnFirstUse';

/** What a sortable column header (SortHeader) is given, its menu too */
export interface SortHeaderProps {
  label: string;
  sortKey: string;
  active?: 'asc' | 'desc';
  texts: { sortAscending: string; sortDescending: string };
  onSort(sortKey: string, sort: 'asc' | 'desc'): void;
}

/** A sortable column's menu, ascending and descending (loaded and opened on first use: SortHeader). */
export default function SortMenu({ button, sortKey, texts, onSort }: SortHeaderProps & { button: MenuButtonLook }) {
  const ref = useOpenedAtOnce();
  return (
    <Menu>
      <MenuButton ref={ref} {...button} />
      <MenuItems anchor="bottom start" className="z-40 mt-1 w-44 rounded border border-slate-200 bg-white py-1 shadow-lg">
        {(['asc', 'desc'] as const).map((sort) => (
          <MenuItem key={sort}>
            <button type="button" className="block w-full px-3 py-1.5 text-left text-sm data-focus:bg-slate-100" onClick={() => onSort(sortKey, sort)}>
              {sort === 'asc' ? texts.sortAscending : texts.sortDescending}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
