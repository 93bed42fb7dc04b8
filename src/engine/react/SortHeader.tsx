import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

interface SortHeaderProps {
  label: string;
  sortKey: string;
  active?: 'asc' | 'desc';
  texts: { sortAscending: string; sortDescending: string };
  onSort(sortKey: string, sort: 'asc' | 'desc'): void;
}

/** A sortable column header: a menu with ascending and descending. */
export function SortHeader({ label, sortKey, active, texts, onSort }: SortHeaderProps) {
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  return (
    <Menu as="div" className="relative inline-block">
      <MenuButton className="flex items-center gap-1 font-semibold" aria-label={`${label}: sort`}>
        {label} <span aria-hidden="true" className="text-xs text-slate-400">{arrow}</span>
      </MenuButton>
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
