import { bookMonths, type Month } from '../dashboard/period.ts';

/** The report's period: the last `months` calendar months, this one included, oldest first. */
export const reportMonths = (months: number): Month[] => bookMonths().slice(-months);

/** A share as a percentage with one decimal, or null when there is nothing to share. */
export const percent = (part: number, whole: number): number | null => (whole ? Math.round((1000 * part) / whole) / 10 : null);

/**
 * A monthly report's rows: every month of the period with the database's figures for it (a month
 * without any is all zero), and the period's total; `rates` adds each row's percentages from its counts.
 */
export function byMonth<F extends Record<string, number>, R>(months: Month[], found: (F & { month: string })[], zero: F, rates: (f: F) => R) {
  const of = new Map(found.map(({ month, ...figures }) => [month, figures as unknown as F]));
  const rows = months.map((m) => ({ ...m, figures: of.get(m.month) ?? zero }));
  const total = Object.fromEntries(Object.keys(zero).map((k) => [k, rows.reduce((sum, r) => sum + r.figures[k], 0)])) as F;
  const rounded = (f: F) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v * 100) / 100])) as F;
  return {
    from: months[0].from, to: months[months.length - 1].to,
    months: rows.map(({ figures, ...m }) => ({ ...m, ...rounded(figures), ...rates(figures) })),
    total: { ...rounded(total), ...rates(total) },
  };
}
