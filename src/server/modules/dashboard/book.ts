import { renewalType } from '../policies/declarations.ts';
import type { Month } from './period.ts';
import { addUp, money, type Total } from './totals.ts';

/** How many carriers the top carriers tile names. */
const topCarrierCount = 5;

/** Written premium by the month policies take effect: every month, none written is 0. */
export function writtenPremium(totals: Total[], months: Month[]) {
  const found = addUp(totals, 'month', (r) => r.key!.slice(0, 7));
  return months.map((m) => ({ ...m, count: found.get(m.month)?.count ?? 0, premium: money(found.get(m.month)?.premium) }));
}

/** Policies written in the months: new business and renewals, how many and their premium. */
export function newVsRenewals(totals: Total[]) {
  const found = addUp(totals, 'month', (r) => (r.label === renewalType ? 'renewal' : 'new'));
  return (['new', 'renewal'] as const).map((kind) => ({ kind, count: found.get(kind)?.count ?? 0, premium: money(found.get(kind)?.premium) }));
}

/** The carriers (markets) with the most premium written in the months. */
export function topCarriers(totals: Total[]) {
  return [...addUp(totals, 'market').entries()].filter(([, f]) => f.count)
    .sort(([, a], [, b]) => b.premium.comparedTo(a.premium) || (a.label! < b.label! ? -1 : a.label! > b.label! ? 1 : 0))
    .slice(0, topCarrierCount).map(([id, f]) => ({ market_Reference_Id: id, name: f.label!, count: f.count, premium: money(f.premium) }));
}
