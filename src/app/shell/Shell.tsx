import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { Spinner } from '../../engine/react/Spinner';
import { SessionProvider } from '../session/session';
import { texts } from '../texts';
import { LeaveGuardProvider } from './LeaveGuard';
import { PermittedOutlet } from './PermittedOutlet';
import { RecordTitleContext, type RecordHeading } from './recordTitle';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** Another tab switched the account: follow it to /dashboard. */
function useAccountSwitchSync() {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'account:switched') window.location.assign('/dashboard');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function Shell({ routes }: { routes: RouteManifest[] }) {
  const { pathname } = useLocation();
  // the signed-in page's route, matched as the router matches it; '/' and a path of none are the dashboard's
  const shellRoutes = useMemo(() => routes.filter((r) => !r.public).map((r) => ({ path: r.path, handle: r })), [routes]);
  const route = matchRoutes(shellRoutes, pathname)?.at(-1)?.route.handle ?? routes.find((r) => r.path === '/dashboard');
  // the record a page shows names the top bar while that page is open
  const [recordTitle, setRecordTitle] = useState<{ path: string; title: string; heading?: RecordHeading }>();
  const showRecord = useCallback((title: string, heading?: RecordHeading) => setRecordTitle({ path: pathname, title, heading }), [pathname]);
  const shown = recordTitle?.path === pathname ? recordTitle : undefined;
  useAccountSwitchSync();
  return (
    <SessionProvider fallback={<Spinner label={texts.loading} />}>
      <LeaveGuardProvider>
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-sm font-medium text-blue-700 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
          {texts.firstDay.skipToMain}
        </a>
        <div className="flex h-screen">
          <SideNav />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar route={route} title={shown?.title ?? route?.title} heading={shown?.heading} />
            <main id="main" tabIndex={-1} className="flex-1 overflow-auto p-6 focus:outline-none">
              <RecordTitleContext.Provider value={showRecord}>
                <PermittedOutlet route={route} />
              </RecordTitleContext.Provider>
            </main>
          </div>
        </div>
      </LeaveGuardProvider>
    </SessionProvider>
  );
}
