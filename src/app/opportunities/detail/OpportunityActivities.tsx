import useSWR from 'swr';
import { Spinner } from '../../../engine/react/Spinner';
import { fetchResolved } from '../../api/client';
import RecordFiles from '../../files/RecordFiles';
import { useSession } from '../../session/session';
import { texts } from '../../texts';
import { CaseTasks } from '../../work/CaseTasks';

/** The opportunity's Activities tab: the tasks and the files of its OPPORTUNITY case (irys_Case_Reference_Id). */
export default function OpportunityActivities({ source }: { source?: { kind: string; id: string } }) {
  const { allowed } = useSession();
  // the page's own read (the same call): shared while on its way, and taken as it is once there (its case does not change)
  const { data } = useSWR<{ opportunity: { irys_Case_Reference_Id: string }[] }>(source && `/v1/opportunity?opportunity_Reference_Id=${encodeURIComponent(source.id)}`, fetchResolved, { revalidateIfStale: false });
  const caseId = data?.opportunity[0]?.irys_Case_Reference_Id;
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
