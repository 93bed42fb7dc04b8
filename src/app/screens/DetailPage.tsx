import { lazy, startTransition, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { displayRegistry } from '../../displays/registry';
import type { DetailManifest, RouteManifest } from '../../engine/core/screenManifests';
import { shownOnly } from '../../engine/core/itemForms';
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
import { useDetail } from './manifests';
import type { MailAbout } from '../email/mailTypes';
import type { WorkSource } from '../work/work';

// the form engine and widgets come with the first dialog opened, not with the page
const ItemFormDialog = lazy(() => import('../forms/ItemFormDialog'));
// the case side panel, its cards and the work dialogs come after the page
const CaseSidePanel = lazy(() => import('../work/CaseSidePanel'));
// a tab's list (and the list screen's filters, with the form code they bring) when that tab is chosen
const RecordList = lazy(() => import('./RecordList'));
const Dialog = (props: ItemDialogProps) => (
  <Suspense>
    <ItemFormDialog {...props} />
  </Suspense>
);

type SidePanel = NonNullable<DetailManifest['sidePanel']>;
const workKinds = new Set<string>(['human', 'entity']);

/** The record whose case side panel a page shows: the page's own, or the one its manifest names from the record read (a policy's insured); none for another kind. */
function sideOf(panel: SidePanel, record: Record<string, unknown>, own: { kind?: string; id: string; title: string }) {
  const { kind, id, title } = panel.of ? Object.fromEntries(Object.entries(panel.of).map(([key, template]) => [key, fillTemplate(template, record)])) : own;
  const lowered = kind?.toLowerCase() ?? '';
  return workKinds.has(lowered) && id ? { source: { kind: lowered as WorkSource['kind'], id }, title } : undefined;
}

/** The record mail from the side panel concerns: the page's own when it can concern one (an opportunity's, a policy's), not only the insured's panel. */
const mailKinds = new Set<string>(['opportunity', 'policy']);
const mailAbout = (kind: string, id: string, side: WorkSource): MailAbout | undefined =>
  (mailKinds.has(kind) && side.id !== id ? { kind: kind as MailAbout['kind'], id } : undefined);

const PanelRoom = ({ width }: { width: number }) => <div aria-hidden="true" className="shrink-0" style={{ width }} />;

export default function DetailPage({ route }: { route: RouteManifest }) {
  const { id = '' } = useParams();
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const showRecord = useRecordTitle();
  const toast = useToast();
  const itemForms = useMemo<ItemFormHost>(() => ({ Dialog, call, toast }), [toast]);
  const manifest = useDetail(route.detail!);
  const panel = manifest.sidePanel;
  // the record read, by its id: another record's page starts without one; the side panel is its own or the one it names
  const [titled, setTitled] = useState<{ id: string; side?: { source: WorkSource; title: string } }>();
  const side = titled?.id === id ? titled.side : undefined;
  const onTitle = useCallback((shown: string, record: Record<string, unknown>) => {
    // the top bar shows the record's badge and offers its versions
    const { badge, versions } = manifest;
    showRecord(shown, {
      badge: badge && <DisplayValue field={badge} record={record} displays={displayRegistry} texts={texts} />,
      versions: versions && { ...versions, api: fillTemplate(versions.api, record, encodeURIComponent), current: id },
    });
    // a page that only shows its record (a retired client) has no side panel to add work from; the panel is
    // rendered in a transition, in slices beside the record's own deferred regions (issue 24)
    const side = panel && !shownOnly(manifest.readOnly, record) ? sideOf(panel, record, { kind: panel.kind, id, title: shown }) : undefined;
    startTransition(() => setTitled({ id, side }));
  }, [showRecord, id, manifest, panel]);
  // the same element while its props are: the page's own state (the side panel's record, once the title is known)
  // does not render the whole screen again right after its first render with the record
  const screen = useMemo(() => (
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
  ), [manifest, id, allowed, navigate, onTitle, itemForms]);
  if (!panel) return screen;
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">{screen}</div>
      {/* once the record is read: a record that cannot be read has no activities to show; until then (and while
          the panel loads) its room is kept, so the page does not shift when it appears */}
      {side ? (
        <Suspense fallback={<PanelRoom width={panel.width} />}>
          <CaseSidePanel key={`${id}-${side.source.id}`} source={side.source} about={mailAbout(manifest.detail, id, side.source)} title={side.title} width={panel.width} collapsible={panel.collapsible} />
        </Suspense>
      ) : titled?.id !== id && <PanelRoom width={panel.width} />}
    </div>
  );
}
