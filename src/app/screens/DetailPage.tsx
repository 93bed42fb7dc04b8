import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { displayRegistry } from '../../displays/registry';
import type { RouteManifest } from '../../engine/core/manifests';
import { DetailScreen } from '../../engine/react/DetailScreen';
import type { ItemDialogProps, ItemFormHost } from '../../engine/react/ItemForms';
import { useToast } from '../../engine/react/Toasts';
import { call, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { useRecordTitle } from '../shell/recordTitle';
import { texts } from '../texts';
import { details } from './manifests';

// the form engine and widgets come with the first dialog opened, not with the page
const ItemFormDialog = lazy(() => import('../forms/ItemFormDialog'));
const Dialog = (props: ItemDialogProps) => (
  <Suspense>
    <ItemFormDialog {...props} />
  </Suspense>
);

export default function DetailPage({ route }: { route: RouteManifest }) {
  const { id = '' } = useParams();
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const showRecord = useRecordTitle();
  const toast = useToast();
  const itemForms = useMemo<ItemFormHost>(() => ({ Dialog, call, toast }), [toast]);
  return (
    <DetailScreen
      key={id}
      manifest={details[route.detail!]}
      id={id}
      fetcher={fetchResolved}
      allowed={allowed}
      navigate={navigate}
      displays={displayRegistry}
      texts={texts}
      onTitle={showRecord}
      itemForms={itemForms}
    />
  );
}
