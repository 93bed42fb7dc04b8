import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import type { PolicyRow } from '../opportunities/renewalCalls';
import { texts } from '../texts';

const said = texts.certificates;

export type CertificatePolicy = PolicyRow & {
  carrier_Issued_Policy_Id?: string | null;
  line_Of_Business?: { line_Of_Business_Id: string; line_Of_Business_Name: string | null }[];
};

/** A limit's key: the policy and its line. */
const limitKey = (policyId: string, lineId: string) => `${policyId}:${lineId}`;

interface PolicyPickerProps {
  policies: CertificatePolicy[] | 'loading';
  chosen: string[];
  onChosen(chosen: string[]): void;
  limits: Record<string, string>;
  onLimit(key: string, value: string): void;
}

const numberOf = (p: CertificatePolicy) => String(p.carrier_Issued_Policy_Id ?? '');

/** The Policies picker (a checkbox per policy of the insured, Reset Policies) and the chips of the chosen ones with their lines, each with its limit. */
export function PolicyPicker({ policies, chosen, onChosen, limits, onLimit }: PolicyPickerProps) {
  if (policies === 'loading') return <Spinner label={texts.loading} />;
  const toggle = (id: string) => onChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const picked = chosen.map((id) => policies.find((p) => p.policy_Reference_Id === id)).filter((p): p is CertificatePolicy => Boolean(p));
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium">{said.policies}</span>
        <button type="button" className="text-sm text-blue-700 disabled:opacity-40" disabled={!chosen.length} onClick={() => onChosen([])}>{said.resetPolicies}</button>
      </div>
      {policies.length === 0 && <p className="text-sm text-slate-500">{said.noPolicies}</p>}
      <ul className="mt-1 max-h-32 overflow-y-auto rounded border border-slate-200">
        {policies.map((p) => (
          <li key={p.policy_Reference_Id}>
            <label className="flex items-center gap-2 px-2 py-1 text-sm">
              <input type="checkbox" className="h-4 w-4" aria-label={fillTemplate(said.selectPolicy, { policy: numberOf(p) })} checked={chosen.includes(p.policy_Reference_Id)} onChange={() => toggle(p.policy_Reference_Id)} />
              <span aria-hidden="true">{numberOf(p)}</span>
            </label>
          </li>
        ))}
      </ul>
      {picked.length > 0 && (
        <ul aria-label={said.chosenPolicies} className="mt-2 space-y-2">
          {picked.map((p) => (
            <li key={p.policy_Reference_Id} className="rounded-lg border border-blue-200 bg-blue-50 p-2 text-sm">
              <div className="flex items-center justify-between font-medium">
                {numberOf(p)}
                <button type="button" aria-label={fillTemplate(said.removePolicy, { policy: numberOf(p) })} onClick={() => toggle(p.policy_Reference_Id)}>×</button>
              </div>
              {(p.line_Of_Business ?? []).map((line) => {
                const key = limitKey(p.policy_Reference_Id, line.line_Of_Business_Id);
                return (
                  <label key={key} className="mt-1 flex items-center justify-between gap-2">
                    <span aria-hidden="true" className="rounded-full bg-white px-2 text-xs">{line.line_Of_Business_Name}</span>
                    <span className="sr-only">{fillTemplate(said.limit, { line: line.line_Of_Business_Name ?? '' })}</span>
                    <input inputMode="decimal" className="h-7 w-28 rounded border border-slate-300 px-2 text-right" value={limits[key] ?? ''} onChange={(e) => onLimit(key, e.target.value.replace(/[^\d.]/g, ''))} />
                  </label>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
