import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { displayRegistry } from '../../displays/registry';
import { ListScreen, type ListStart } from '../../engine/react/ListScreen';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { call, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import { useList } from './manifests';
import { useFilterWidget } from './useFilterWidget';

interface RecordListProps {
  list: string;
  query?: Record<string, string>;
  /** performs the manifest's row buttons (a submission's versions and quotes) */
  onAction?: ComponentProps<typeof ListScreen>['onAction'];
  /** controls beside the list's search and filters (Add Submission) */
  toolbar?: ReactNode;
  /** the search and filters it opens with (from its page's address) */
  initial?: ListStart;
}

/** A list manifest (screens/lists) by name, on its page or on a record's tab (asking what the tab's `query` names: the record's policies), or in a host that performs its row buttons; its manifest loads with its first showing. */
export default function RecordList(props: RecordListProps) {
  return (
    <Suspense fallback={<Spinner label={texts.loading} />}>
      <ManifestList {...props} />
    </Suspense>
  );
}

function ManifestList({ list, query, onAction, toolbar, initial }: RecordListProps) {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const filterWidget = useFilterWidget();
  return (
    <ListScreen
      manifest={useList(list)}
      texts={texts}
      displays={displayRegistry}
      allowed={allowed}
      fetcher={fetchResolved}
      call={call}
      navigate={navigate}
      toast={toast}
      query={query}
      filterWidget={filterWidget}
      onAction={onAction}
      toolbar={toolbar}
      initial={initial}
    />
  );
}
