import { Link } from 'react-router-dom';
import { displayMoney } from '../../../engine/core/format';
import { fillTemplate } from '../../../engine/core/template';
import { Icon } from '../../../engine/react/Icon';
import { policyTotals } from '../../../widgets/policyTotals';
import type { LineOfBusiness } from '../../../widgets/types';
import { texts } from '../../texts';
import type { StoredDraft } from './draftPolicies';

const said = texts.policyDrafts;
/** Line-of-business icons shown before '+N' (spec 02, section 9). */
const iconsShown = 4;

interface DraftPolicyCardProps {
  draft: StoredDraft;
  index: number;
  market?: { market_Name: string; market_Image?: string | null };
  lines: Map<string, LineOfBusiness>;
  busy: boolean;
  onRemove(): void;
}

/** A draft policy: its number, its insured (opening the opportunity it came from) and market, total actual premium in USD, market image, an icon per line of business, and remove. */
export function DraftPolicyCard({ draft, index, market, lines, busy, onRemove }: DraftPolicyCardProps) {
  const { policyNumber, lineOfBusinessInfo = [], opportunity: from } = draft.draft;
  const number = policyNumber || fillTemplate(said.unnumbered, { index: index + 1 });
  const titleId = `draft-${draft.policy_Draft_Reference_Id}`;
  const premium = policyTotals({ line_Of_Business: lineOfBusinessInfo.map((l) => ({ selected_Premium: l.premium })) }).actualPremium;
  const chosen = lineOfBusinessInfo.flatMap((l) => (l.reference_Id && lines.get(l.reference_Id)) || []);
  const shown = chosen.length === iconsShown ? chosen : chosen.slice(0, iconsShown - 1);
  return (
    <li aria-labelledby={titleId} className="flex items-center gap-3 rounded border border-slate-200 bg-white p-3">
      {market?.market_Image ? (
        <img src={market.market_Image} alt={market.market_Name} className="h-10 w-10 rounded object-contain" />
      ) : (
        <span role="img" aria-label={market?.market_Name ?? said.market} className="flex h-10 w-10 items-center justify-center rounded bg-slate-100 text-slate-500">
          <Icon name="storefront" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p id={titleId} className="truncate text-sm font-medium text-slate-900">{number}</p>
        <p className="truncate text-sm text-slate-700">
          {from?.opportunity_Reference_Id ? <Link to={`/opportunity/${encodeURIComponent(from.opportunity_Reference_Id)}`} className="text-blue-700 hover:underline">{from.name}</Link> : null}
          {market && from?.opportunity_Reference_Id && ' · '}
          {market && <span>{market.market_Name}</span>}
        </p>
        <p className="text-sm text-slate-700"><span className="sr-only">{said.premium}: </span>{displayMoney(premium)}</p>
        <p className="mt-1 flex items-center gap-1 text-slate-600">
          {shown.map((line) => (
            <span key={line.line_Of_Business_Id} role="img" aria-label={line.line_Of_Business_Name} title={line.line_Of_Business_Name}>
              <Icon name={line.icon} className="h-4 w-4" />
            </span>
          ))}
          {chosen.length > shown.length && <span className="text-xs">{fillTemplate(said.more, { count: chosen.length - shown.length })}</span>}
        </p>
      </div>
      <button type="button" disabled={busy} onClick={onRemove} aria-label={fillTemplate(said.remove, { number })} className="rounded p-1 text-slate-500 hover:text-red-600 disabled:opacity-50">
        <Icon name="trash" className="h-4 w-4" />
      </button>
    </li>
  );
}
