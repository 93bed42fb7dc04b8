import { failureText } from '../../../engine/core/errors';
import { lazy, Suspense, useCallback, useState } from 'react';
import useSWR from 'swr';
import { Spinner } from '../../../engine/react/Spinner';
import { useToast } from '../../../engine/react/Toasts';
import { api, fetchResolved } from '../../api/client';
import { download } from '../../api/download';
import { texts } from '../../texts';
import { buttonClass } from './buttonClasses';
import type { GetOpportunityProposalAnswer } from '../../../generated';
import type { ProposalRead } from './ProposalDialog';

// the dialog comes with the first Add or Edit
const ProposalDialog = lazy(() => import('./ProposalDialog'));

const said = texts.proposal;

/**
 * The opportunity's proposals on the Proposed step: each with its status (Not Delivered, Delivered),
 * Download PDF (to send the client), Edit and Mark as Delivered (which unlocks the client response);
 * Add Proposal. The page reads the opportunity again after a change (its delivered proposal opens the next step).
 */
export default function Proposals({ opportunityId, canEdit, onChanged }: { opportunityId: string; canEdit: boolean; onChanged(): void }) {
  const toast = useToast();
  const key = `/v1/opportunity/proposal?opportunity_Reference_Id=${encodeURIComponent(opportunityId)}`;
  const { data, error, mutate } = useSWR<GetOpportunityProposalAnswer>(key, fetchResolved);
  const [editing, setEditing] = useState<ProposalRead | 'new'>();
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState<string>();
  const close = useCallback(() => setEditing(undefined), []);
  const changed = useCallback(() => {
    setEditing(undefined);
    void mutate();
    onChanged();
  }, [mutate, onChanged]);
  const deliver = async (proposal: ProposalRead) => {
    setBusy(true);
    try {
      const done = await api('/v1/opportunity/proposal/update', { method: 'PUT', body: { proposal_Reference_Id: proposal.proposal_Reference_Id, version: proposal.version, to_Update: { status: 'delivered' } } });
      toast.success(done.responseMessage);
    } catch (failure) {
      toast.error(failureText(failure, said.saveFailed));
    } finally {
      setBusy(false);
      changed();
    }
  };

  const downloadPdf = async (proposal: ProposalRead) => {
    setDownloading(proposal.proposal_Reference_Id);
    try {
      await download(`/v1/opportunity/proposal/pdf?proposal_Reference_Id=${encodeURIComponent(proposal.proposal_Reference_Id)}`);
    } catch (failure) {
      toast.error(failureText(failure, said.downloadFailed));
    } finally {
      setDownloading(undefined);
    }
  };

  if (error) return <p role="alert" className="text-sm text-red-700">{(error as Error).message}</p>;
  if (!data) return <Spinner label={texts.loading} />;
  return (
    <section aria-labelledby="opportunity-proposals" className="mt-4">
      <div className="mb-2 flex items-center gap-2">
        <h3 id="opportunity-proposals" className="text-sm font-semibold text-slate-800">{said.title}</h3>
        {canEdit && <button type="button" className={`${buttonClass} ml-auto`} onClick={() => setEditing('new')}>{said.add}</button>}
      </div>
      {!data.proposal.length ? <p className="text-sm text-slate-500">{said.empty}</p> : (
        <ul className="flex flex-col gap-2" aria-busy={busy}>
          {data.proposal.map((p) => {
            const printing = downloading === p.proposal_Reference_Id;
            return (
              <li key={p.proposal_Reference_Id} className="flex items-center gap-3 rounded border border-slate-200 p-2 text-sm">
                <span className="font-medium">{p.name}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{p.status_Label}</span>
                <span className="ml-auto flex gap-2">
                  <button type="button" className={buttonClass} disabled={printing} aria-busy={printing}
                    aria-label={`${printing ? said.downloading : said.download} ${p.name}`} onClick={() => void downloadPdf(p)}>
                    {printing ? said.downloading : said.download}
                  </button>
                  {canEdit && <button type="button" className={buttonClass} aria-label={`${said.edit} ${p.name}`} onClick={() => setEditing(p)}>{said.edit}</button>}
                  {canEdit && p.status !== 'delivered' && (
                    <button type="button" className={buttonClass} disabled={busy} aria-label={`${said.deliver} ${p.name}`} onClick={() => void deliver(p)}>{said.deliver}</button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <Suspense>
          <ProposalDialog opportunityId={opportunityId} proposal={editing === 'new' ? undefined : editing} onClose={close} onSaved={changed} />
        </Suspense>
      )}
    </section>
  );
}
