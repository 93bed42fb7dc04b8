import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { useOpenedAtOnce, type MenuButtonLook } from '../../engine/react/MenuOnFirstUse';
import { useSession } from '../session/session';
import { texts } from '../texts';

// the type and renewal dialogs come with their first use
const AddOpportunity = lazy(() => import('../opportunities/AddOpportunity'));

interface WorkflowsMenuProps {
  /** its button, as the side navigation showed it before the menu loaded */
  button: MenuButtonLook;
  onGeneralRequest(): void;
  onLogout(): void;
}

const itemClass = 'block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100';

/** The side navigation's Workflows menu: Opportunity (for those who may add one), General Request, and Log Out (loaded and opened on first use: SideNav). */
export default function WorkflowsMenu({ button, onGeneralRequest, onLogout }: WorkflowsMenuProps) {
  const ref = useOpenedAtOnce();
  const { allowed } = useSession();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Menu>
        <MenuButton ref={ref} {...button} />
        <MenuItems anchor="top start" className="z-50 w-48 rounded border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
          {allowed('opportunity-edit') && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => setAdding(true)}>{texts.opportunityType.menu}</button>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" className={itemClass} onClick={onGeneralRequest}>{texts.generalRequest}</button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={onLogout}>{texts.logOut}</button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {adding && (
        <Suspense fallback={null}>
          <AddOpportunity onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
