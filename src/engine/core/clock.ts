/**
 * The one clock: every business "now" and "today" of the server and the browser comes from here.
 * Tests fix it: with TEST_TODAY set, the test projects' setup fakes `Date` (which this reads), and
 * code outside vitest's workers (its global setup) moves it with `fixToday`.
 */
let shiftMs = 0;

export function now(): Date {
  return new Date(Date.now() + shiftMs);
}

/** Today as yyyy-MM-dd (UTC): business dates are calendar days. */
export function today(): string {
  return isoDay(now());
}

export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Moves the clock so that today is `day` (yyyy-MM-dd), the time of day running on. */
export function fixToday(day: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) throw new Error(`Not a date (yyyy-MM-dd): ${day}`);
  const real = new Date();
  shiftMs = Date.parse(`${day}T${real.toISOString().slice(11)}`) - real.getTime();
}
