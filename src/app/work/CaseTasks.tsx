import { useEffect } from 'react';
import useSWR from 'swr';
import { Carousel } from '../../engine/react/Carousel';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { TaskCard } from './TaskCard';
import type { TaskRead } from './work';

/** A case's tasks (GET /v1/tasks/case, 50 a read, soonest due first) in the carousel, or 'No activities found for this case.'. */
export function CaseTasks({ caseId, generalRequest, canEdit }: { caseId: string; generalRequest: boolean; canEdit: boolean }) {
  const toast = useToast();
  const key = `/v1/tasks/case?case_Reference_Id=${encodeURIComponent(caseId)}&limit=50&page=1&sort=asc`;
  const { data, error } = useSWR<{ taskForCase: TaskRead[] }>(key, fetchResolved);
  useEffect(() => {
    if (error) toast.error(texts.work.tasksFailed);
  }, [error, toast]);
  if (error) return null;
  if (!data) return <Spinner label={texts.loading} />;
  if (!data.taskForCase.length) return <p className="py-2 text-center text-xs text-slate-500">{texts.work.noActivities}</p>;
  return (
    <Carousel
      label={texts.work.carousel}
      pageLabel={texts.work.carouselPage}
      items={data.taskForCase.map((task) => <TaskCard key={task.task_Reference_Id} task={task} generalRequest={generalRequest} canEdit={canEdit} />)}
    />
  );
}
