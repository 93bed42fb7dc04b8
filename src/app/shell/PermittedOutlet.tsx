import { Outlet } from 'react-router-dom';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { useSession } from '../session/session';
import { texts } from '../texts';

/** The route's page when the user's scopes allow it; otherwise, before any of it loads, the page saying they cannot open it. */
export function PermittedOutlet({ route }: { route: RouteManifest | undefined }) {
  const { allowed } = useSession();
  if (route?.scope && !allowed(route.scope)) {
    return (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 text-slate-600">
        <h2 className="text-2xl font-semibold text-slate-700">{texts.firstDay.noAccessTitle}</h2>
        <p>{texts.firstDay.noAccessText}</p>
      </div>
    );
  }
  return <Outlet />;
}
