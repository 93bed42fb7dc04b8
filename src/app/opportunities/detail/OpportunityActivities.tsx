import { Spinner } from '../../../engine/react/Spinner';
import RecordFiles from '../../files/RecordFiles';
import { useSession } from '../../session/session';
import { texts } from '../../texts';
import { CaseTasks } from '../../work/CaseTasks';

/** The opportunity's Activities tab: the tasks and the files of its OPPORTUNITY case (irys_Case_Reference_Id), from the page's own read of the record. */
export default function OpportunityActivities({ record }: { record?: Record<string, unknown> }) {
  const { allowed } = useSession();
  const caseId = record?.irys_Case_Reference_Id as string | undefined;
  if (!caseId) return <Spinner label={texts.loading} />;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="opportunity-activities">
        <h3 id="opportunity-activities" className="mb-2 text-sm font-semibold text-slate-700">{texts.work.activities}</h3>
        <CaseTasks caseId={caseId} generalRequest={false} canEdit={allowed('task-edit')} />
      </section>
      <section aria-labelledby="opportunity-files">
        <h3 id="opportunity-files" className="mb-2 text-sm font-semibold text-slate-700">{texts.work.files}</h3>
        <RecordFiles source={{ kind: 'case', id: caseId }} />
      </section>
    </div>
  );
}
