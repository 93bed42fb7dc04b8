import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { initialListQuery, listRequest } from '../../../engine/core/listQuery';
import { useToast } from '../../../engine/react/Toasts';
import RecordList from '../../screens/RecordList';
import { useList } from '../../screens/manifests';
import { texts } from '../../texts';
import { opportunityLines } from '../submissions/opportunityLines';
import { buttonClass } from './buttonClasses';

// the dialogs come with the first Add Submission or Versions and Quotes
const SubmissionAddDialog = lazy(() => import('./SubmissionAddDialog'));
const SubmissionVersionsDialog = lazy(() => import('./SubmissionVersionsDialog'));

const said = texts.submissions;

/**
 * The opportunity's submissions on the Out to Market step: the submission table
 * (screens/lists/submission.list.json: name, market, lines first 3 then +N, premium, close date; a
 * row goes to its market; Remove asks, then retires it), Add Submission to one or more markets, and
 * a submission's versions and quotes. The table and the versions dialog read one answer, read again
 * after every change.
 */
export default function Submissions({ opportunity, canEdit }: { opportunity: Record<string, unknown>; canEdit: boolean }) {
  const toast = useToast();
  const manifest = useList('submission');
  const { mutate } = useSWRConfig();
  const opportunityId = String(opportunity.opportunity_Reference_Id);
  const query = useMemo(() => ({ opportunity_Reference_Id: opportunityId }), [opportunityId]);
  const key = listRequest(manifest, initialListQuery(manifest.pageSize), query);
  const lineKey = ((opportunity.line_Of_Business ?? []) as { line_Of_Business_Id: string }[]).map((l) => l.line_Of_Business_Id).join();
  const lineIds = useMemo(() => (lineKey ? lineKey.split(',') : []), [lineKey]);
  const services = useMemo(() => ({ linesOfBusiness: opportunityLines(lineIds) }), [lineIds]);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string>();
  const reread = useCallback(() => void mutate(key), [mutate, key]);
  const added = useCallback((message: string) => {
    setAdding(false);
    toast.success(message);
    reread();
  }, [toast, reread]);
  const onAction = useCallback((_key: string, row: Record<string, unknown>) => setOpen(String(row.submission_Reference_Id)), []);

  return (
    <section aria-labelledby="opportunity-submissions" className="mt-4">
      <h3 id="opportunity-submissions" className="mb-2 text-sm font-semibold text-slate-800">{said.title}</h3>
      <RecordList
        list="submission"
        query={query}
        onAction={onAction}
        toolbar={canEdit && <button type="button" className={buttonClass} onClick={() => setAdding(true)}>{said.add}</button>}
      />
      <Suspense>
        {adding && (
          <SubmissionAddDialog opportunityId={opportunityId} lines={lineIds} services={services} onSaved={added} onSome={reread} onCancelled={() => setAdding(false)} />
        )}
        {open && (
          <SubmissionVersionsDialog listKey={key} submissionId={open} canEdit={canEdit} services={services} onChanged={reread} onClose={() => setOpen(undefined)} />
        )}
      </Suspense>
    </section>
  );
}
