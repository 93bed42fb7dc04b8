import { ListScreen } from '../../engine/react/ListScreen';
import type { ListManifest, RouteManifest } from '../../engine/core/manifests';
import { useToast } from '../../engine/react/Toasts';
import { api, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { lists } from '../lists';

const call = (method: string, path: string, body: unknown) => api(path, { method, body });

export default function ListPage({ route }: { route: RouteManifest }) {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const manifest = lists[route.list!] as ListManifest;
  return <ListScreen manifest={manifest} texts={texts} allowed={allowed} fetcher={fetchResolved} call={call} navigate={navigate} toast={toast} />;
}
