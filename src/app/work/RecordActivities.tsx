import useSWR from 'swr';
import { Spinner } from '../../engine/react/Spinner';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { CaseCard } from './CaseCard';
import { TaskCard } from './TaskCard';
import type { CaseRead, TaskRead, WorkSource } from './work';

/** How many of a record's cases and tasks the panel reads. */
const panelLimit = 50;

const workOf = (what: 'cases' | 'tasks', source: WorkSource) =>
  `/v1/${what}/${source.kind}?${source.kind}_Reference_Id=${encodeURIComponent(source.id)}&limit=${panelLimit}&page=1&sort=asc`;

interface RecordActivitiesProps {
  source: WorkSource;
  generalRequest: boolean;
  allowed(scope: string): boolean;
}

/** A record's activities: its cases as case cards, then its tasks on no case as task cards. */
export function RecordActivities({ source, generalRequest, allowed }: RecordActivitiesProps) {
  const cases = useSWR<{ cases: CaseRead[] }>(workOf('cases', source), fetchResolved);
  const tasks = useSWR<{ tasks: TaskRead[] }>(workOf('tasks', source), fetchResolved);
  const failed = cases.error ?? tasks.error;
  if (failed) return <p role="alert" className="p-3 text-sm text-red-700">{(failed as Error).message}</p>;
  if (!cases.data || !tasks.data) return <Spinner label={texts.loading} />;
  const ownTasks = tasks.data.tasks.filter((t) => !t.case_Reference_Id);
  if (!cases.data.cases.length && !ownTasks.length) return <p className="p-3 text-center text-sm text-slate-500">{texts.work.noRecordActivities}</p>;
  return (
    <div className="flex flex-col gap-3">
      {cases.data.cases.length > 0 && (
        <section aria-label={texts.work.cases} className="flex flex-col gap-2">
          {cases.data.cases.map((c) => <CaseCard key={c.irys_Case_Reference_Id} kase={c} generalRequest={generalRequest} allowed={allowed} />)}
        </section>
      )}
      {ownTasks.length > 0 && (
        <section aria-label={texts.work.otherTasks} className="grid grid-cols-2 gap-2">
          {ownTasks.map((t) => <TaskCard key={t.task_Reference_Id} task={t} generalRequest={generalRequest} canEdit={allowed('task-edit')} />)}
        </section>
      )}
    </div>
  );
}
