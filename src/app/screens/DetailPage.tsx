import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { displayRegistry } from '../../displays/registry';
import type { RouteManifest } from '../../engine/core/manifests';
import { fillTemplate } from '../../engine/core/template';
import { DisplayValue } from '../../engine/react/DisplayValue';
import { DetailScreen } from '../../engine/react/DetailScreen';
import type { ItemDialogProps, ItemFormHost } from '../../engine/react/ItemForms';
import { useToast } from '../../engine/react/Toasts';
import { call, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { useRecordTitle } from '../shell/recordTitle';
import { texts } from '../texts';
import { panels } from '../panels';
import { recordActions } from '../recordActions';
import { details } from './manifests';
import RecordList from './RecordList';

// the form engine and widgets come with the first dialog opened, not with the page
const ItemFormDialog = lazy(() => import('../forms/ItemFormDialog'));
// the case side panel, its cards and the work dialogs come after the page
const CaseSidePanel = lazy(() => import('../work/CaseSidePanel'));
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
  const manifest = details[route.detail!];
  const panel = manifest.sidePanel;
  // the title of the record read, by its id: another record's page starts without one
  const [titled, setTitled] = useState<{ id: string; title: string }>();
  const title = titled?.id === id ? titled.title : undefined;
  const onTitle = useCallback((shown: string, record: Record<string, unknown>) => {
    // the top bar shows the record's badge and offers its versions
    const { badge, versions } = manifest;
    showRecord(shown, {
      badge: badge && <DisplayValue field={badge} record={record} displays={displayRegistry} texts={texts} />,
      versions: versions && { ...versions, api: fillTemplate(versions.api, record, encodeURIComponent), current: id },
    });
    setTitled({ id, title: shown });
  }, [showRecord, id, manifest]);
  const source = useMemo(() => panel && { kind: panel.kind, id }, [panel, id]);
  const screen = (
    <DetailScreen
      key={id}
      manifest={manifest}
      id={id}
      fetcher={fetchResolved}
      allowed={allowed}
      navigate={navigate}
      displays={displayRegistry}
      texts={texts}
      onTitle={onTitle}
      itemForms={itemForms}
      panels={panels}
      actions={recordActions}
      tabList={RecordList}
    />
  );
  if (!panel || !source) return screen;
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">{screen}</div>
      {/* once the record is read: a record that cannot be read has no activities to show */}
      {title !== undefined && (
        <Suspense>
          <CaseSidePanel key={id} source={source} title={title} width={panel.width} collapsible={panel.collapsible} />
        </Suspense>
      )}
    </div>
  );
}
