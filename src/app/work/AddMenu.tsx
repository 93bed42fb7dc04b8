import { lazy } from 'react';
import { Icon } from '../../engine/react/Icon';
import { MenuOnFirstUse } from '../../engine/react/MenuOnFirstUse';
import type { AddChoice } from './AddMenuList';

export type { AddChoice };

interface AddMenuProps {
  /** the button's name */
  label: string;
  choices: AddChoice[];
  /** a round floating button (the side panel's) instead of a small one */
  floating?: boolean;
}

// the menu library and its floating-element code come with the first press (or pointing at the button), not with the page
const loadAddMenuList = () => import('./AddMenuList');
const AddMenuList = lazy(loadAddMenuList);

/** A '+' button opening a menu of things to add (Task, File ...). */
export function AddMenu({ label, choices, floating = false }: AddMenuProps) {
  const button = {
    'aria-label': label,
    className: floating ? 'flex h-11 w-11 items-center justify-center rounded-full bg-blue-600 text-white shadow-lg' : 'flex h-7 w-7 items-center justify-center rounded border border-slate-300 text-slate-700',
    children: <Icon name="plus" className={floating ? 'h-6 w-6' : 'h-4 w-4'} />,
  };
  return (
    <MenuOnFirstUse button={button} preload={loadAddMenuList}>
      <AddMenuList button={button} choices={choices} floating={floating} />
    </MenuOnFirstUse>
  );
}
