import { useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { api, ApiError, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { CaseCard } from '../work/CaseCard';
import { caseTypeLabel } from '../work/caseTypeLabel';
import { generalRequestKind } from '../work/tenantKind';
import type { GetCaseAnswer } from '../../generated';
import { RequestStepper, type RequestStatus } from './RequestStepper';

const said = texts.reportsMore;

/**
 * /general-request/{module}/{case}: a general request's workflow — its steps (New, In Process,
 * Closed) with the current one marked and the others to move to, and its case card (details, tasks, files).
 * /general-request alone says where a request is opened.
 */
export default function GeneralRequestPage() {
  const { caseId } = useParams();
  const { session, allowed } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const swr = useSWR<GetCaseAnswer>(caseId ? `/v1/case?irys_Case_Reference_Id=${encodeURIComponent(caseId)}` : null, fetchResolved);
  if (!caseId) return <p className="max-w-3xl rounded border border-slate-200 bg-white p-4 text-sm">{said.requestStart}</p>;
  if (swr.error) return <p role="alert" className="text-sm text-red-700">{said.requestLoadFailed}</p>;
  if (!swr.data) return <Spinner label={texts.loading} />;
  const kase = swr.data;
  const move = async (status: RequestStatus) => {
    setBusy(true);
    try {
      const answer = await api('/v1/case/status', { method: 'PUT', body: { irys_Case_Reference_Id: kase.irys_Case_Reference_Id, case_Status: status, version: kase.version } });
      toast.success(answer.responseMessage);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status !== 500 ? error.message : said.requestMoveFailed);
    } finally {
      setBusy(false);
      void swr.mutate();
    }
  };
  const client = kase.entity_Name ?? kase.human_Name;
  return (
    <section className="max-w-4xl space-y-4">
      <header>
        <h2 className="text-lg font-semibold">{caseTypeLabel(kase)}</h2>
        {client && <p className="text-sm text-slate-600">{fillTemplate(said.requestFor, { name: client })}</p>}
      </header>
      <RequestStepper status={kase.case_Status as RequestStatus} canMove={allowed('case-edit')} busy={busy} onMove={(s) => void move(s)} />
      <CaseCard kase={kase} generalRequest={session?.current_Tenant_Kind === generalRequestKind} allowed={allowed} />
    </section>
  );
}
