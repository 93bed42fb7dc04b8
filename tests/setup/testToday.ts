import { vi } from 'vitest';

/** TEST_TODAY=yyyy-MM-dd runs the tests as on that day (the clock reads `Date`, shifted here); unset, the real day. */
export const testToday = process.env.TEST_TODAY;

/** The moment the tests start at on TEST_TODAY (noon UTC), or undefined for the real clock. */
export const testNow = () => (testToday ? new Date(`${testToday}T12:00:00Z`) : undefined);

/**
 * The real `Date`, kept on the global the first time this runs: the API project's files share one
 * worker, and this setup runs again for each file, when `Date` is already the shifted one.
 */
const realDateKey = Symbol.for('agency-desk.realDate');
const RealDate: DateConstructor = ((globalThis as Record<symbol, unknown>)[realDateKey] ??= Date) as DateConstructor;

/**
 * `Date` moved to TEST_TODAY and running on at the real pace, to the millisecond. Vitest's faked
 * `Date` (shouldAdvanceTime) moves in 20 ms steps, so records made one after another shared a
 * moment and sorted by chance.
 */
function shiftedDate(offsetMs: number): DateConstructor {
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as [string | number | Date]));
    }
    static now() {
      return RealDate.now() + offsetMs;
    }
  }
  return ShiftedDate as DateConstructor;
}

let shifted: DateConstructor | undefined;

/** Real timers, and `Date` as TEST_TODAY says (after a test's own fake clock too); without it, the real clock. */
export function applyTestToday(): void {
  vi.useRealTimers();
  const start = testNow();
  if (!start) return;
  if (Number.isNaN(start.getTime())) throw new Error(`TEST_TODAY must be yyyy-MM-dd, not ${testToday}`);
  shifted ??= shiftedDate(start.getTime() - RealDate.now());
  globalThis.Date = shifted;
}

/**
 * The real clock, for a file whose subject needs it (a request signed for S3 carries its time, and a
 * bucket refuses one signed years off); `applyTestToday` moves `Date` back.
 */
export function useRealDate(): void {
  globalThis.Date = RealDate;
}

applyTestToday();
