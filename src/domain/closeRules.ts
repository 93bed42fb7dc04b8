/** Why a won close may not be saved: a won line's premium not above zero (its index among the won lines), or no won line. */
export type WonCloseRefusal = { rule: 'linePremium'; line: number } | { rule: 'needsLines' };

/**
 * The rule of a won close (spec section 5, DECISIONS 13), the same in the early close dialog and on
 * the server: every won line with a premium above zero, and without won lines both totals above zero.
 */
export function wonCloseRefusal(linePremiums: number[], premium: number, revenue: number): WonCloseRefusal | undefined {
  const line = linePremiums.findIndex((p) => !(p > 0));
  if (line >= 0) return { rule: 'linePremium', line };
  if (!linePremiums.length && !(premium > 0 && revenue > 0)) return { rule: 'needsLines' };
  return undefined;
}
