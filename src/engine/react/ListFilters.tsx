import { lazy } from 'react';
import type { ListFiltersProps } from './ListFiltersPanel';
import { MenuOnFirstUse } from './MenuOnFirstUse';

// the popover (the menu library's code) and its inputs load when the button is first pressed, not with every list
const loadPanel = () => import('./ListFiltersPanel');
const ListFiltersPanel = lazy(loadPanel);

/** The list's filters from its manifest: Yes/No/any choices, number bounds, days, choices and text. */
export function ListFilters(props: ListFiltersProps) {
  const { filters, values, texts } = props;
  const active = Object.values(values).filter((v) => v !== '').length;
  if (!filters.length) return null;
  // a popover's button says nothing of a menu
  const button = { 'aria-haspopup': undefined, className: 'h-9 rounded border border-slate-300 px-3 text-sm', children: `${texts.filters}${active ? ` (${active})` : ''}` };
  return (
    <div className="relative">
      <MenuOnFirstUse button={button} preload={loadPanel}>
        <ListFiltersPanel button={button} {...props} />
      </MenuOnFirstUse>
    </div>
  );
}
