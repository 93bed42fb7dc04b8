import { lazy } from 'react';
import { MenuOnFirstUse } from './MenuOnFirstUse';
import type { SortHeaderProps } from './SortMenu';

// the menu (the menu library's code) loads when a header is first pressed, not with every list
const loadSortMenu = () => import('./SortMenu');
const SortMenu = lazy(loadSortMenu);

/** A sortable column header: a menu with ascending and descending. */
export function SortHeader(props: SortHeaderProps) {
  const { label, active } = props;
  const arrow = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
  const button = {
    className: 'flex items-center gap-1 font-semibold',
    'aria-label': `${label}: sort`,
    children: (
      <>
        {label} <span aria-hidden="true" className="text-xs text-slate-400">{arrow}</span>
      </>
    ),
  };
  return (
    <div className="relative inline-block">
      <MenuOnFirstUse button={button} preload={loadSortMenu}>
        <SortMenu button={button} {...props} />
      </MenuOnFirstUse>
    </div>
  );
}
