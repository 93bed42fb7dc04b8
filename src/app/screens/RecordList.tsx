import { displayRegistry } from '../../displays/registry';
import { ListScreen } from '../../engine/react/ListScreen';
import { useToast } from '../../engine/react/Toasts';
import { call, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { lists } from './manifests';
import { useFilterWidget } from './useFilterWidget';

/** A list manifest (screens/lists) by name, on its page or on a record's tab (asking what the tab's `query` names: the record's policies). */
export default function RecordList({ list, query }: { list: string; query?: Record<string, string> }) {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const filterWidget = useFilterWidget();
  return (
    <ListScreen
      manifest={lists[list]}
      texts={texts}
      displays={displayRegistry}
      allowed={allowed}
      fetcher={fetchResolved}
      call={call}
      navigate={navigate}
      toast={toast}
      query={query}
      filterWidget={filterWidget}
    />
  );
}
