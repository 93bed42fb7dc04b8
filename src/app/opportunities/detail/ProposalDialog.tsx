import { useEffect, useState } from 'react';
import { displayMoney } from '../../../engine/core/format';
import { fillTemplate } from '../../../engine/core/template';
import { ModalDialog } from '../../../engine/react/ModalDialog';
import { Spinner } from '../../../engine/react/Spinner';
import { useToast } from '../../../engine/react/Toasts';
import { api, ApiError, fetchResolved } from '../../api/client';
import type { GetOpportunityProposalAnswer, GetProposalLobQuotesAnswer } from '../../../generated';
import { texts } from '../../texts';
import { buttonClass, primaryClass, tickClass } from './buttonClasses';
import { byMarket, quoteChanges, toggledQuote, type LineQuotes } from './proposalRules';

/** A proposal as GET /v1/opportunity/proposal reads it, with its quotes. */
export type ProposalRead = GetOpportunityProposalAnswer['proposal'][number];

interface ProposalDialogProps {
  opportunityId: string;
  /** the proposal edited; none to add one */
  proposal?: ProposalRead;
  onClose(): void;
  onSaved(): void;
}

const said = texts.proposal;

/**
 * Adds or edits a proposal: its name and the quotes chosen, grouped by market and expandable to its
 * versions, a checkbox per line of the opportunity (disabled where that version has no quote for the
 * line); one version per line. A new proposal starts Not Delivered. A failed save says so and keeps the dialog.
 */
export default function ProposalDialog({ opportunityId, proposal, onClose, onSaved }: ProposalDialogProps) {
  const toast = useToast();
  const [lines, setLines] = useState<LineQuotes[]>();
  const [name, setName] = useState(proposal?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(proposal?.quote_Reference_Id ?? []);
  const [open, setOpen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchResolved<GetProposalLobQuotesAnswer>(`/v1/proposal/lob/quotes?opportunity_Reference_Id=${encodeURIComponent(opportunityId)}`).then(({ lob }) => {
      setLines(lob);
      setOpen(byMarket(lob).map((m) => m.marketId));
    }, () => {
      toast.error(texts.earlyClose.fetchFailed);
      onClose();
    });
  }, [opportunityId, toast, onClose]);

  const all = (lines ?? []).flatMap((l) => l.quotes);
  const save = async () => {
    setSaving(true);
    setFailure([]);
    try {
      const done = proposal
        ? await api('/v1/opportunity/proposal/update', { method: 'PUT', body: { proposal_Reference_Id: proposal.proposal_Reference_Id, version: proposal.version, to_Update: { name }, ...quoteChanges(proposal.quote_Reference_Id, chosen) } })
        : await api('/v1/opportunity/proposal/create', { method: 'POST', body: { opportunity_Reference_Id: opportunityId, name, quote_Reference_Id: chosen, status: 'not_Delivered' } });
      toast.success(done.responseMessage);
      onSaved();
    } catch (error) {
      setFailure([said.saveFailed, ...(error instanceof ApiError ? error.errors.map((e) => e.message) : [])]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog title={proposal ? said.editTitle : said.addTitle} width="max-w-2xl max-h-[90vh] overflow-y-auto" onClose={onClose}>
      {!lines ? <Spinner label={texts.loading} /> : (
        <>
          <label className="mt-3 flex flex-col text-sm">
            {said.name}
            <input className="h-9 rounded border border-slate-300 px-2" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          {!all.length && <p className="mt-3 text-sm text-slate-500">{said.noQuotes}</p>}
          {byMarket(lines).map((market) => {
            const expanded = open.includes(market.marketId);
            return (
              <section key={market.marketId} aria-label={market.marketName} className="mt-3 rounded border border-slate-200 p-3">
                <button type="button" aria-expanded={expanded} className="text-sm font-semibold text-slate-800" onClick={() => setOpen(expanded ? open.filter((m) => m !== market.marketId) : [...open, market.marketId])}>
                  {market.marketName}
                </button>
                {expanded && market.versions.map((version) => (
                  <fieldset key={version.versionId} className="mt-2">
                    <legend className="text-xs font-medium text-slate-600">{fillTemplate(said.version, { code: version.code, name: version.name ?? '' })}</legend>
                    {lines.map((line) => {
                      const quote = version.quotes.find((q) => q.line_Of_Business_Reference_Id === line.line_Of_Business_Id);
                      return (
                        <label key={line.line_Of_Business_Id} className="flex items-center gap-2 py-1 text-sm">
                          <input type="checkbox" className={tickClass} disabled={!quote} checked={Boolean(quote && chosen.includes(quote.quote_Reference_Id))} onChange={() => quote && setChosen(toggledQuote(chosen, quote, all))} />
                          {line.line_Of_Business_Name} {quote ? displayMoney(quote.quoted_Premium) : said.noQuote}
                        </label>
                      );
                    })}
                  </fieldset>
                ))}
              </section>
            );
          })}
        </>
      )}
      <div role="alert" className="mt-3 text-sm text-red-700">{failure.map((m) => <p key={m}>{m}</p>)}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClass}>{texts.cancel}</button>
        <button type="button" disabled={saving || !name.trim() || !chosen.length} onClick={() => void save()} className={primaryClass}>{texts.save}</button>
      </div>
    </ModalDialog>
  );
}
