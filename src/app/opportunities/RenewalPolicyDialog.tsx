import { useId, useState } from 'react';
import { failureText } from '../../engine/core/errors';
import { fillTemplate } from '../../engine/core/template';
import { DisplayValue } from '../../engine/react/DisplayValue';
import { ModalDialog } from '../../engine/react/ModalDialog';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { displayRegistry } from '../../displays/registry';
import { Typeahead } from '../../widgets/Typeahead';
import { texts } from '../texts';
import { policyColumns } from './policyColumns';
import { findInsureds, policiesOf, startRenewal, type Insured, type PolicyRow } from './renewalCalls';

/** The policy table: the policy list's cells (lines as icons, dates, dollars) under the dialog's own headings. */
const columns = policyColumns(texts.renewalPolicyColumns);

/** The spec's insured search waits 400 ms after typing stops (from 3 characters). */
const insuredSearchDelayMs = 400;

interface RenewalPolicyDialogProps {
  onCancel(): void;
  /** the renewal opportunity was created: open it */
  onRenewed(opportunityId: string): void;
}

/**
 * 'Search for an insured and select the desired Policy to renew.': an insured found by name, its
 * policies with a checkbox each; Next (once one is ticked) creates the renewal opportunity.
 */
export default function RenewalPolicyDialog({ onCancel, onRenewed }: RenewalPolicyDialogProps) {
  const said = texts.renewalPolicy;
  const inputId = useId();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [policies, setPolicies] = useState<PolicyRow[] | 'loading'>();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);

  const choose = (insured: Insured) => {
    setTyped(insured.name);
    setTicked(new Set());
    setPolicies('loading');
    policiesOf(insured).then(setPolicies, (error: unknown) => {
      // the spec: a failed policy load is logged, the list left empty
      console.error('Insured policies failed', error);
      setPolicies([]);
    });
  };
  const find = async (text: string) => {
    const found = await findInsureds(text).catch((error: unknown) => {
      console.error('Insured search failed', error);
      return [];
    });
    return { options: found.map((insured) => ({ text: insured.name, choose: () => choose(insured) })), none: !found.length };
  };
  const tick = (id: string) => setTicked((now) => {
    const next = new Set(now);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const next = async () => {
    setSaving(true);
    try {
      onRenewed(await startRenewal([...ticked]));
    } catch (error) {
      toast.error(failureText(error, said.failed));
      setSaving(false);
    }
  };

  return (
    <ModalDialog title={said.title} description={said.text} width="max-w-4xl" onClose={onCancel}>
      <div className="mt-4 max-w-sm">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">{said.insured}</label>
        <Typeahead
          id={inputId}
          label={said.insured}
          placeholder={said.insuredPlaceholder}
          text={typed}
          onText={(text) => {
            setTyped(text);
            setPolicies(undefined);
            setTicked(new Set());
          }}
          find={find}
          noResultsText={said.noInsured}
          delayMs={insuredSearchDelayMs}
          onFocus={() => undefined}
          onBlur={() => undefined}
        />
      </div>
      {policies !== undefined && (
        <div className="mt-4 max-h-96 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="w-10 px-2 py-2"><span className="sr-only">{said.selectColumn}</span></th>
                {columns.map((c) => <th key={c.key} scope="col" className="px-3 py-2">{c.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {policies !== 'loading' && policies.map((policy) => (
                <tr key={policy.policy_Reference_Id} className="border-t border-slate-100">
                  <td className="px-2 py-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      aria-label={fillTemplate(said.select, { policy: String(policy.carrier_Issued_Policy_Id ?? '') })}
                      checked={ticked.has(policy.policy_Reference_Id)}
                      onChange={() => tick(policy.policy_Reference_Id)}
                    />
                  </td>
                  {columns.map((c) => <td key={c.key} className="px-3 py-2"><DisplayValue field={c} record={policy} displays={displayRegistry} texts={texts} /></td>)}
                </tr>
              ))}
            </tbody>
          </table>
          {policies === 'loading' && <Spinner label={texts.loading} />}
          {policies !== 'loading' && policies.length === 0 && <p className="p-6 text-center text-sm text-slate-500">{said.empty}</p>}
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="h-9 rounded border border-slate-300 px-4 text-sm">{said.cancel}</button>
        <button type="button" disabled={!ticked.size || saving} onClick={() => void next()} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50">{said.next}</button>
      </div>
    </ModalDialog>
  );
}
