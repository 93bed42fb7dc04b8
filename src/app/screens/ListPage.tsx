import { displayRegistry } from '../../displays/registry';
import type { RouteManifest } from '../../engine/core/manifests';
import { ListScreen } from '../../engine/react/ListScreen';
import { useToast } from '../../engine/react/Toasts';
import { call, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { lists } from './manifests';

export default function ListPage({ route }: { route: RouteManifest }) {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  return (
    <ListScreen manifest={lists[route.list!]} texts={texts} displays={displayRegistry} allowed={allowed} fetcher={fetchResolved} call={call} navigate={navigate} toast={toast} />
  );
}
