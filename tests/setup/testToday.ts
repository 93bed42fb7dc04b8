import { vi } from 'vitest';

/** TEST_TODAY=yyyy-MM-dd runs the tests as on that day (the clock reads `Date`, faked here); unset, the real day. */
export const testToday = process.env.TEST_TODAY;

/** The moment the tests start at on TEST_TODAY (noon UTC), or undefined for the real clock. */
export const testNow = () => (testToday ? new Date(`${testToday}T12:00:00Z`) : undefined);

/** `Date` as TEST_TODAY says, running on in real time (timers stay real); without it, the real clock. */
export function applyTestToday(): void {
  const now = testNow();
  if (!now) {
    vi.useRealTimers();
    return;
  }
  if (Number.isNaN(now.getTime())) throw new Error(`TEST_TODAY must be yyyy-MM-dd, not ${testToday}`);
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
}

applyTestToday();
