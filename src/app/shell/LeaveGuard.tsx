import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import navigation from '../../../screens/navigation.json';
import { matchesGuardedPath } from '../../engine/core/manifests';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { texts } from '../texts';

type Go = (action: () => void) => void;
const LeaveGuardContext = createContext<Go>((action) => action());

/** On add/edit pages, leaving through navigation first asks 'Are you sure you want to cancel?'. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const go = useCallback<Go>(
    (action) => (matchesGuardedPath(location.pathname, navigation.guardedPaths) ? setPending(() => action) : action()),
    [location.pathname],
  );
  return (
    <LeaveGuardContext.Provider value={go}>
      {children}
      <LazyConfirmDialog
        open={pending !== null}
        title={texts.leaveConfirm.title}
        message={texts.leaveConfirm.message}
        texts={texts}
        onYes={() => {
          pending?.();
          setPending(null);
        }}
        onNo={() => setPending(null)}
      />
    </LeaveGuardContext.Provider>
  );
}

/** navigate() that asks first when leaving a guarded page. */
export function useGuardedNavigate(): (path: string) => void {
  const go = useContext(LeaveGuardContext);
  const navigate = useNavigate();
  return useCallback((path: string) => go(() => navigate(path)), [go, navigate]);
}
