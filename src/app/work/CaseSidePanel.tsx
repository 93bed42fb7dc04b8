import { lazy, Suspense, useId, useState } from 'react';
import { Icon } from '../../engine/react/Icon';
import { TabList, TabPanels } from '../../engine/react/TabParts';
import { refreshFileLists } from '../files/refreshFileLists';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { AddMenu, type AddChoice } from './AddMenu';
import { AttachFileDialog, RecordFiles } from './lazyParts';
import { RecordActivities } from './RecordActivities';
import { generalRequestKind } from './tenantKind';
import { addCaseCall, addTaskCall, WorkFormDialog } from './WorkFormDialog';
import type { MailAbout } from '../email/mailTypes';
import type { WorkSource } from './work';

const CompareFilesDialog = lazy(() => import('../files/compare/CompareFilesDialog'));
const NewMailDialog = lazy(() => import('../email/NewMailDialog'));
const ActivitySearchDialog = lazy(() => import('./ActivitySearchDialog').then((m) => ({ default: m.ActivitySearchDialog })));

export interface CaseSidePanelProps {
  source: WorkSource;
  /** the page's own record when the panel is its insured's (an opportunity, a policy): mail written here concerns it */
  about?: MailAbout;
  /** the record's name: a task added here starts related to it */
  title?: string;
  /** 326 px, 454 for a policy draft */
  width: number;
  /** whether it folds away (not for drafts) */
  collapsible: boolean;
}

type Opened = 'task' | 'case' | 'file' | 'compare' | 'search' | 'email';

/**
 * The case side panel of a record's page: Activities / Files / All, View All ('Search Activities
 * and Files'), and a floating add menu (Task, File upload, Email: the New Mail composer, Compare Files, Case).
 */
export default function CaseSidePanel({ source, about, title, width, collapsible }: CaseSidePanelProps) {
  const { session, allowed } = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const tabsId = useId();
  const [tab, setTab] = useState('activities');
  const [opened, setOpened] = useState<{ what: Opened; start?: Record<string, unknown> }>();
  const close = () => setOpened(undefined);
  const generalRequest = session.current_Tenant_Kind === generalRequestKind;
  const w = texts.work;
  const files = (
    <Suspense>
      <RecordFiles source={source} pageSize={10} compact />
    </Suspense>
  );
  const activities = <RecordActivities source={source} generalRequest={generalRequest} allowed={allowed} />;
  const tabs = [
    { key: 'activities', label: w.activities, content: activities },
    { key: 'files', label: w.files, content: files },
    { key: 'all', label: w.all, content: <div className="flex flex-col gap-4">{activities}{files}</div> },
  ];
  const relatedToRecord = [{ related_To_Who: source.kind.toUpperCase(), related_To_Who_Reference_Id: source.id, related_To_Who_Name: title }];
  const choices: AddChoice[] = [
    ...(allowed('task-edit') ? [{ label: w.task, choose: () => setOpened({ what: 'task', start: { data: relatedToRecord } }) }] : []),
    ...(allowed('file-edit') ? [{ label: w.fileUpload, choose: () => setOpened({ what: 'file' }) }] : []),
    ...(allowed('email-edit') ? [{ label: w.email, choose: () => setOpened({ what: 'email' }) }] : []),
    ...(allowed('file-view') ? [{ label: w.compareFiles, choose: () => setOpened({ what: 'compare' }) }] : []),
    ...(allowed('case-edit') ? [{ label: w.case, choose: () => setOpened({ what: 'case', start: { module_Type: source.kind, case_Module_Reference_Id: source.id } }) }] : []),
  ];

  if (collapsed) {
    return (
      <aside aria-label={w.panel} className="shrink-0">
        <button type="button" aria-expanded={false} aria-label={w.expandPanel} onClick={() => setCollapsed(false)} className="rounded border border-slate-300 bg-white p-2">
          <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
        </button>
      </aside>
    );
  }
  return (
    <aside aria-label={w.panel} style={{ width }} className="relative flex shrink-0 flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center gap-2">
        <TabList
          idBase={tabsId}
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          label={w.panel}
          className="flex gap-1 rounded bg-white p-0.5 text-sm"
          tabClassName="rounded px-2 py-1 text-slate-600 data-selected:bg-blue-600 data-selected:text-white"
        />
        <button type="button" onClick={() => setOpened({ what: 'search' })} className="ml-auto text-xs font-medium text-blue-700 hover:underline">{w.viewAll}</button>
        {collapsible && (
          <button type="button" aria-expanded aria-label={w.collapsePanel} onClick={() => setCollapsed(true)} className="rounded p-1 text-slate-500 hover:bg-slate-200">
            <Icon name="chevronRight" className="h-4 w-4" />
          </button>
        )}
      </div>
      <TabPanels idBase={tabsId} tabs={tabs} selected={tab} className="max-h-[70vh] overflow-y-auto pb-14" />
      <div className="absolute bottom-3 right-3">
        <AddMenu label={w.add} choices={choices} floating />
      </div>
      {opened?.what === 'task' && <WorkFormDialog form="task" mode="add-record" call={addTaskCall} start={opened.start!} saved={w.taskCreated} onClose={close} />}
      {opened?.what === 'case' && <WorkFormDialog form="case-add" mode="add" call={addCaseCall} start={opened.start!} saved={w.caseOpened} onClose={close} />}
      <Suspense>
        {opened?.what === 'file' && <AttachFileDialog open onClose={close} related={source} onAttached={() => void refreshFileLists()} />}
        {opened?.what === 'compare' && <CompareFilesDialog open onClose={close} source={source} />}
        {opened?.what === 'email' && <NewMailDialog about={about ?? source} filesOf={source} client={{ ...source, name: title }} onClose={close} />}
        {opened?.what === 'search' && <ActivitySearchDialog source={source} onClose={close} />}
      </Suspense>
    </aside>
  );
}
