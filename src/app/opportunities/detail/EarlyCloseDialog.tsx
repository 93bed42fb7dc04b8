import { useEffect, useState } from 'react';
import { displayMoney } from '../../../engine/core/format';
import { ModalDialog } from '../../../engine/react/ModalDialog';
import { useToast } from '../../../engine/react/Toasts';
import { Spinner } from '../../../engine/react/Spinner';
import opportunitySchema from '../../../../schemas/opportunity/opportunity.schema.json';
import type { GetOpportunityAnswer, GetOportunitySubmissionQuotesAnswer } from '../../../generated';
import { api, ApiError, fetchResolved } from '../../api/client';
import { texts } from '../../texts';
import { buttonClass, primaryClass, tickClass } from './buttonClasses';
import { allSelected, amountOf, canSave, canSelect, selectAllDisabled, toggled, totalPremium, withPremium, wonRows, type WonRow } from './earlyCloseRules';

interface EarlyCloseDialogProps {
  /** the opportunity as GET /v1/opportunity reads it */
  opportunity: Record<string, unknown>;
  onClose(): void;
  /** closed (won or lost): the page reads it again and shows the Closed step */
  onClosed(): void;
}

type Line = GetOpportunityAnswer['opportunity'][number]['line_Of_Business'][number];

const said = texts.earlyClose;
/** the thirteen decline reasons, as the opportunity schema names them */
const reasons = opportunitySchema.$defs.declineReason.oneOf;
const inputClass = 'h-9 rounded border border-slate-300 px-2 text-sm';

/** Yes and No as two radios under their question. */
function YesNo({ legend, name, value, onChange }: { legend: string; name: string; value: boolean | undefined; onChange(value: boolean): void }) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-4">
        {[true, false].map((answer) => (
          <label key={String(answer)} className="flex items-center gap-1 text-sm">
            <input type="radio" className={tickClass} name={name} checked={value === answer} onChange={() => onChange(answer)} />
            {answer ? texts.yes : texts.no}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The early close (Opportunity Status): won or lost. Lost: follow up next year and a decline reason per
 * line ('Apply to all'). Won: the won lines with their premiums from the quotes, Select All, Total Premium
 * (the selected lines' sum) and Total Revenue; Save as spec section 5 and DECISIONS 13 allow
 * (earlyCloseRules.ts), then PUT /v1/opportunity/close; the server's sentence when it refuses.
 */
export default function EarlyCloseDialog({ opportunity, onClose, onClosed }: EarlyCloseDialogProps) {
  const toast = useToast();
  const id = String(opportunity.opportunity_Reference_Id);
  const [lines, setLines] = useState<Line[]>();
  const [rows, setRows] = useState<WonRow[]>([]);
  const [won, setWon] = useState<boolean>();
  const [followUp, setFollowUp] = useState(false);
  const [declined, setDeclined] = useState<Record<string, string>>({});
  const [premium, setPremium] = useState('');
  const [revenue, setRevenue] = useState('');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  useEffect(() => {
    // the quotes and the opportunity's lines, read together
    const query = `opportunity_Reference_Id=${encodeURIComponent(id)}`;
    Promise.all([
      fetchResolved<GetOportunitySubmissionQuotesAnswer>(`/v1/oportunity/submission/quotes?${query}`),
      fetchResolved<GetOpportunityAnswer>(`/v1/opportunity?${query}`),
    ]).then(([{ quote }, { opportunity: [read] }]) => {
      setLines(read.line_Of_Business);
      setRows(wonRows(read.line_Of_Business, quote));
    }, () => {
      toast.error(said.fetchFailed);
      onClose();
    });
  }, [id, toast, onClose]);

  const total = totalPremium(rows, premium);
  const picked = rows.filter((r) => r.selected);
  const save = async () => {
    setSaving(true);
    setRefusal([]);
    const lob_Selected = won
      ? picked.map((r) => ({ lob_Reference_Id: r.lobId, market_Reference_Id: r.marketId, selected_Premium: amountOf(r.premium), quote_Reference_Id: r.quoteId, line_Of_Business_Name: r.lineName }))
      : (lines ?? []).map((l) => ({ lob_Reference_Id: l.line_Of_Business_Id, client_Decline_Reason: declined[l.line_Of_Business_Id] ?? null }));
    try {
      const done = await api('/v1/opportunity/close', {
        method: 'PUT',
        body: {
          opportunity_Reference_Id: id, irys_Case_Reference_Id: opportunity.irys_Case_Reference_Id, version: opportunity.version,
          is_Won: won, is_FollowUpNextYear: !won && followUp, lob_Selected,
          actual_Premium: won ? total : 0, actual_Revenue: won ? amountOf(revenue) : 0,
        },
      });
      toast.success(done.responseMessage);
      onClosed();
    } catch (error) {
      const known = error instanceof ApiError && error.status < 500;
      setRefusal(known ? [error.message, ...error.errors.map((e) => e.message)] : [said.failed]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog title={said.title} width="max-w-2xl max-h-[90vh] overflow-y-auto" onClose={onClose}>
      {!lines ? <Spinner label={texts.loading} /> : (
        <>
          <YesNo legend={said.won} name="is-won" value={won} onChange={setWon} />
          {won === false && (
            <>
              <YesNo legend={said.followUp} name="follow-up" value={followUp} onChange={setFollowUp} />
              <h3 className="mt-4 text-sm font-semibold text-slate-800">{said.rejected}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {lines.map((line, index) => (
                  <li key={line.line_Of_Business_Id} className="flex flex-wrap items-center gap-2">
                    <label className="flex flex-1 items-center justify-between gap-2 text-sm">
                      {line.name}
                      <select className={inputClass} value={declined[line.line_Of_Business_Id] ?? ''} onChange={(e) => setDeclined({ ...declined, [line.line_Of_Business_Id]: e.target.value })}>
                        <option value="">{said.selectReason}</option>
                        {reasons.map((r) => <option key={r.const} value={r.const}>{r.title}</option>)}
                      </select>
                    </label>
                    {index === 0 && (
                      <button
                        type="button"
                        className={buttonClass}
                        disabled={!declined[line.line_Of_Business_Id]}
                        onClick={() => setDeclined(Object.fromEntries(lines.map((l) => [l.line_Of_Business_Id, declined[line.line_Of_Business_Id]])))}
                      >
                        {said.applyToAll}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {won && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-800">{said.wonLines}</h3>
              <div className="mt-2 flex flex-wrap gap-4">
                <label className="flex flex-col text-sm">
                  {said.totalPremium}
                  <input className={inputClass} inputMode="decimal" readOnly={picked.length > 0} value={picked.length ? displayMoney(total) : premium} onChange={(e) => setPremium(e.target.value)} />
                </label>
                <label className="flex flex-col text-sm">
                  {said.totalRevenue}
                  <input className={inputClass} inputMode="decimal" value={revenue} onChange={(e) => setRevenue(e.target.value)} />
                </label>
              </div>
              <table className="mt-3 w-full text-left text-sm">
                <thead>
                  <tr>
                    <th className="w-28">
                      <label className="flex items-center gap-1">
                        <input type="checkbox" className={tickClass} disabled={selectAllDisabled(rows)} checked={picked.length > 0 && picked.length === new Set(rows.filter(canSelect).map((r) => r.lobId)).size} onChange={() => setRows(allSelected(rows))} />
                        {said.selectAll}
                      </label>
                    </th>
                    <th>{said.line}</th>
                    <th>{said.market}</th>
                    <th>{said.premium}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      <td><input type="checkbox" className={tickClass} aria-label={`${row.lineName} ${row.marketName ?? ''}`} disabled={!canSelect(row)} checked={row.selected} onChange={() => setRows(toggled(rows, row.key))} /></td>
                      <td>{row.lineName}</td>
                      <td>{row.marketName ?? said.noMarket}</td>
                      <td>
                        <input className={`${inputClass} w-32`} inputMode="decimal" aria-label={`${said.premium} ${row.lineName} ${row.marketName ?? ''}`} value={row.premium} onChange={(e) => setRows(withPremium(rows, row.key, e.target.value))} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
      <div role="alert" className="mt-3 text-sm text-red-700">{refusal.map((m) => <p key={m}>{m}</p>)}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonClass}>{texts.cancel}</button>
        <button type="button" disabled={saving || !canSave(won, rows, premium, revenue)} onClick={() => void save()} className={primaryClass}>{texts.save}</button>
      </div>
    </ModalDialog>
  );
}
