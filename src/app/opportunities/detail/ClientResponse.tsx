import { useState } from 'react';
import useSWR from 'swr';
import opportunitySchema from '../../../../schemas/opportunity/opportunity.schema.json';
import { useToast } from '../../../engine/react/Toasts';
import { api, ApiError, fetchResolved } from '../../api/client';
import { texts } from '../../texts';
import { primaryClass, tickClass } from './buttonClasses';
import type { GetOpportunityProposalAnswer } from '../../../generated';
import type { QuoteRead } from './proposalRules';

interface Line {
  line_Of_Business_Id: string;
  name: string | null;
  market_Reference_Id: string | null;
  selected_Premium: number | null;
  client_Response_Status: string | null;
  client_Decline_Reason: string | null;
}
interface Response { status?: string; premium: string; reason: string; market: string | null }

const said = texts.clientResponse;
const reasons = opportunitySchema.$defs.declineReason.oneOf;
const inputClass = 'h-9 rounded border border-slate-300 px-2 text-sm';

/** Each line's response as saved, else its delivered proposal's quote (premium and market) to accept. */
function responsesOf(lines: Line[], delivered: QuoteRead[]): Record<string, Response> {
  return Object.fromEntries(lines.map((l) => {
    const quote = delivered.find((q) => q.line_Of_Business_Reference_Id === l.line_Of_Business_Id);
    const premium = l.selected_Premium ?? quote?.quoted_Premium;
    return [l.line_Of_Business_Id, { status: l.client_Response_Status ?? undefined, premium: premium ? String(premium) : '', reason: l.client_Decline_Reason ?? '', market: l.market_Reference_Id ?? quote?.market_Reference_Id ?? null }];
  }));
}

/**
 * The client's response per line on the Client Response step: accepted with the premium chosen (the
 * delivered proposal's quote at first), or declined with one of the thirteen reasons; saved by
 * POST /v1/opportunity/clientresponse/lob/update, the server's sentence and reasons shown.
 */
export default function ClientResponse({ opportunity, onChanged }: { opportunity: Record<string, unknown>; onChanged(): void }) {
  const toast = useToast();
  const id = String(opportunity.opportunity_Reference_Id);
  const lines = (opportunity.line_Of_Business as Line[] | undefined) ?? [];
  const { data } = useSWR<GetOpportunityProposalAnswer>(`/v1/opportunity/proposal?opportunity_Reference_Id=${encodeURIComponent(id)}`, fetchResolved);
  const [typed, setTyped] = useState<Record<string, Response>>();
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const responses = typed ?? responsesOf(lines, (data?.proposal ?? []).filter((p) => p.status === 'delivered').flatMap((p) => p.quotes));
  const set = (lineId: string, change: Partial<Response>) => setTyped({ ...responses, [lineId]: { ...responses[lineId], ...change } });

  const save = async () => {
    setSaving(true);
    setFailure([]);
    const lob = lines.filter((l) => responses[l.line_Of_Business_Id].status).map((l) => {
      const r = responses[l.line_Of_Business_Id];
      return r.status === 'declined'
        ? { lob_Reference_Id: l.line_Of_Business_Id, client_Response_Status: 'declined', client_Decline_Reason: r.reason || undefined }
        : { lob_Reference_Id: l.line_Of_Business_Id, client_Response_Status: 'accepted', selected_Premium: r.premium || undefined, market_Reference_Id: r.market };
    });
    try {
      const done = await api('/v1/opportunity/clientresponse/lob/update', { method: 'POST', body: { opportunity_Reference_Id: id, lob } });
      toast.success(done.responseMessage);
      onChanged();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? [error.message, ...error.errors.map((e) => e.message)] : [said.saveFailed]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="opportunity-client-response" className="mt-4">
      <h3 id="opportunity-client-response" className="mb-2 text-sm font-semibold text-slate-800">{said.title}</h3>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => {
          const r = responses[line.line_Of_Business_Id];
          return (
            <li key={line.line_Of_Business_Id}>
              <fieldset className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-2 text-sm">
                <legend className="sr-only">{line.name}</legend>
                <span aria-hidden="true" className="w-40 font-medium">{line.name}</span>
                {(['accepted', 'declined'] as const).map((status) => (
                  <label key={status} className="flex items-center gap-1">
                    <input type="radio" className={tickClass} name={`response-${line.line_Of_Business_Id}`} checked={r.status === status} onChange={() => set(line.line_Of_Business_Id, { status })} />
                    {said[status]}
                  </label>
                ))}
                {r.status === 'accepted' && (
                  <label className="flex items-center gap-1">
                    {said.premium}
                    <input className={`${inputClass} w-32`} inputMode="decimal" value={r.premium} onChange={(e) => set(line.line_Of_Business_Id, { premium: e.target.value })} />
                  </label>
                )}
                {r.status === 'declined' && (
                  <label className="flex items-center gap-1">
                    {said.reason}
                    <select className={inputClass} value={r.reason} onChange={(e) => set(line.line_Of_Business_Id, { reason: e.target.value })}>
                      <option value="">{texts.earlyClose.selectReason}</option>
                      {reasons.map((reason) => <option key={reason.const} value={reason.const}>{reason.title}</option>)}
                    </select>
                  </label>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div role="alert" className="mt-2 text-sm text-red-700">{failure.map((m) => <p key={m}>{m}</p>)}</div>
      <button type="button" className={`${primaryClass} mt-2`} disabled={saving || !lines.some((l) => responses[l.line_Of_Business_Id].status)} onClick={() => void save()}>{said.save}</button>
    </section>
  );
}
