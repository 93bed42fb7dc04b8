import { wonCloseRefusal } from '../../../domain/closeRules';
import { displayMoney } from '../../../engine/core/format';
import type { QuoteRead as Quote } from './proposalRules';

/** A row of 'Add Won Lines of Business': a line of the opportunity with a market's quote (or its own market and premium). */
export interface WonRow {
  key: string;
  lobId: string;
  lineName: string;
  marketId: string | null;
  marketName: string | null;
  quoteId: string | null;
  /** the premium as typed (from the quote at first) */
  premium: string;
  selected: boolean;
}

/** An amount as typed ('1,500.25'), or 0 when it is none. */
export const amountOf = (typed: string) => {
  const value = Number(typed.replace(/[,$\s]/g, ''));
  return Number.isFinite(value) ? value : 0;
};

/** A row may be ticked once its premium is above zero (and it names the market that won it). */
export const canSelect = (row: WonRow) => amountOf(row.premium) > 0 && Boolean(row.marketId);

/** A premium typed: clearing it (or zero) unselects the row. */
export const withPremium = (rows: WonRow[], key: string, premium: string) =>
  rows.map((r) => (r.key === key ? { ...r, premium, selected: r.selected && canSelect({ ...r, premium }) } : r));

/** A row ticked or unticked; a line is won from one market, so ticking a row unticks the line's others. */
export const toggled = (rows: WonRow[], key: string) => {
  const row = rows.find((r) => r.key === key)!;
  const on = !row.selected && canSelect(row);
  return rows.map((r) => (r.key === key ? { ...r, selected: on } : on && r.lobId === row.lobId ? { ...r, selected: false } : r));
};

/** Select All: each line's first row that can be ticked (its chosen one kept); off again when all are. */
export const allSelected = (rows: WonRow[]) => {
  const lines = new Set(rows.filter(canSelect).map((r) => r.lobId));
  const every = [...lines].every((lobId) => rows.some((r) => r.lobId === lobId && r.selected));
  if (every) return rows.map((r) => ({ ...r, selected: false }));
  return rows.map((r) => {
    if (rows.some((o) => o.lobId === r.lobId && o.selected)) return r;
    const first = rows.find((o) => o.lobId === r.lobId && canSelect(o));
    return { ...r, selected: first?.key === r.key };
  });
};

export const selectAllDisabled = (rows: WonRow[]) => !rows.some(canSelect);

/** Total Premium: the selected lines' premiums summed, else what is typed. */
export const totalPremium = (rows: WonRow[], typed: string) => {
  const chosen = rows.filter((r) => r.selected);
  return chosen.length ? chosen.reduce((sum, r) => sum + amountOf(r.premium), 0) : amountOf(typed);
};

/** Save (spec section 5, DECISIONS 13): not before a Win choice; with No always; with Yes a won line, or both totals above zero. */
export function canSave(won: boolean | undefined, rows: WonRow[], premium: string, revenue: string): boolean {
  if (won === undefined) return false;
  if (!won) return true;
  return !wonCloseRefusal(rows.filter((r) => r.selected).map((r) => amountOf(r.premium)), amountOf(premium), amountOf(revenue));
}

interface LineRead {
  line_Of_Business_Id: string; name: string | null; market_Reference_Id: string | null; market_Name: string | null; selected_Premium: number | null;
  /** the client's answer on the line: accepted or declined */
  client_Response_Status?: string | null;
}
type QuoteRead = Pick<Quote, 'quote_Reference_Id' | 'market_Reference_Id' | 'market_Name' | 'line_Of_Business_Reference_Id' | 'quoted_Premium'>;

/** A premium as the row shows it: '$4,100.00' (amountOf reads it back), or empty. */
const premiumText = (amount: number | null | undefined) => (amount ? displayMoney(amount) : '');

/**
 * The won rows, as the client answered: a declined line is not offered; each other line's quotes, one row
 * each, or the line alone with its own market and premium when it has none. An accepted line comes ticked
 * at the market and premium the client accepted.
 */
export function wonRows(lines: LineRead[], quotes: QuoteRead[]): WonRow[] {
  return lines.filter((line) => line.client_Response_Status !== 'declined').flatMap((line): WonRow[] => {
    const own = quotes.filter((q) => q.line_Of_Business_Reference_Id === line.line_Of_Business_Id);
    const row = { lobId: line.line_Of_Business_Id, lineName: line.name ?? '', selected: false };
    const rows: WonRow[] = own.length
      ? own.map((q) => ({ ...row, key: q.quote_Reference_Id, marketId: q.market_Reference_Id, marketName: q.market_Name, quoteId: q.quote_Reference_Id, premium: premiumText(q.quoted_Premium) }))
      : [{ ...row, key: line.line_Of_Business_Id, marketId: line.market_Reference_Id, marketName: line.market_Name, quoteId: null, premium: premiumText(line.selected_Premium) }];
    if (line.client_Response_Status !== 'accepted') return rows;
    const chosen = rows.find((r) => r.marketId === line.market_Reference_Id) ?? rows[0];
    const accepted = { ...chosen, premium: premiumText(line.selected_Premium) || chosen.premium };
    return rows.map((r) => (r.key === chosen.key ? { ...accepted, selected: canSelect(accepted) } : r));
  });
}
