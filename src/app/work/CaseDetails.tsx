import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../engine/core/dates';
import { useToast } from '../../engine/react/Toasts';
import { api, ApiError } from '../api/client';
import { refreshFileLists } from '../files/refreshFileLists';
import { texts } from '../texts';
import { AddMenu } from './AddMenu';
import { CaseTasks } from './CaseTasks';
import { FileDropTarget } from './FileDropTarget';
import { AttachFileDialog, RecordFiles } from './lazyParts';
import { useWorkRefresh } from './useWorkRefresh';
import { addTaskCall, WorkFormDialog } from './WorkFormDialog';
import { assigneeName, newTaskOnCase, type CaseRead } from './work';

const NewMailDialog = lazy(() => import('../email/NewMailDialog'));
const EmailsPanel = lazy(() => import('../email/EmailsPanel'));

interface CaseDetailsProps {
  kase: CaseRead;
  generalRequest: boolean;
  allowed(scope: string): boolean;
}

/** An expanded case: 'Mark as Priority Case', Case Details, and 'Activities and Files' (a drop target, the add menu, the task carousel, the case's files and its mail). */
export function CaseDetails({ kase, generalRequest, allowed }: CaseDetailsProps) {
  const toast = useToast();
  const refresh = useWorkRefresh();
  const w = texts.work;
  const [adding, setAdding] = useState<{ start: Record<string, unknown> }>();
  const [attaching, setAttaching] = useState<{ file?: File }>();
  const [mailing, setMailing] = useState(false);
  const caseId = kase.irys_Case_Reference_Id;
  // an opportunity's case (on its insured's side panel) names the opportunity, not a client: its mail and files have no client of their own
  const related = kase.module_Type === 'opportunity' ? undefined : { kind: kase.module_Type, id: kase.case_Module_Reference_Id };
  const canUpload = allowed('file-edit');

  const setPriority = async (on: boolean) => {
    try {
      await api('/v1/case/priority', { method: 'PUT', body: { irys_Case_Reference_Id: caseId, is_Priority: on ? 1 : 0, version: kase.version } });
      toast.success(w.casePriorityUpdated);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 412 ? error.message : w.casePriorityFailed);
    }
    await refresh();
  };
  const choices = [
    ...(allowed('task-edit') ? [{ label: w.task, choose: () => setAdding({ start: newTaskOnCase(kase) }) }] : []),
    ...(canUpload ? [{ label: w.file, choose: () => setAttaching({}) }] : []),
    ...(allowed('email-edit') ? [{ label: w.email, choose: () => setMailing(true) }] : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={kase.is_Priority} disabled={!allowed('case-edit')} onChange={(e) => void setPriority(e.target.checked)} className="h-4 w-4" />
        {w.markPriorityCase}
      </label>
      <section aria-label={w.caseDetails}>
        <h3 className="mb-1 text-xs font-semibold uppercase text-slate-500">{w.caseDetails}</h3>
        <dl className="grid grid-cols-2 gap-1 text-xs">
          <dt className="text-slate-500">{w.dueDate}</dt>
          <dd>{displayDate(kase.due_Date) || texts.none}</dd>
          <dt className="text-slate-500">{w.assignees}</dt>
          <dd>{generalRequest ? texts.none : kase.assignees.map(assigneeName).join(', ') || texts.none}</dd>
        </dl>
      </section>
      <section aria-label={w.activitiesAndFiles} className="flex flex-col gap-2">
        <div className="flex items-center">
          <h3 className="text-xs font-semibold uppercase text-slate-500">{w.activitiesAndFiles}</h3>
          {choices.length > 0 && <span className="ml-auto"><AddMenu label={w.addToCase} choices={choices} /></span>}
        </div>
        <FileDropTarget disabled={!canUpload} onFile={(file) => setAttaching({ file })} />
        <CaseTasks caseId={caseId} generalRequest={generalRequest} canEdit={allowed('task-edit')} />
        <Suspense>
          <RecordFiles source={{ kind: 'case', id: caseId }} pageSize={15} compact />
          {allowed('email-view') && allowed('case-view') && <EmailsPanel source={{ kind: 'case', id: caseId }} />}
        </Suspense>
      </section>
      {adding && <WorkFormDialog form="task" mode="add-case" call={addTaskCall} start={adding.start} saved={w.taskCreated} onClose={() => setAdding(undefined)} />}
      {mailing && (
        <Suspense>
          <NewMailDialog about={{ kind: 'case', id: caseId }} client={related && { ...related, name: kase.entity_Name ?? kase.human_Name ?? undefined }} onClose={() => setMailing(false)} />
        </Suspense>
      )}
      {attaching && (
        <Suspense>
          <AttachFileDialog open onClose={() => setAttaching(undefined)} related={related} caseReferenceId={caseId} initialFile={attaching.file} onAttached={() => void refreshFileLists()} />
        </Suspense>
      )}
    </div>
  );
}
