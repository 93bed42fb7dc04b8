import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { testNow, applyTestToday } from '../setup/testToday';

// Testing Library lets fake timers run only when it sees Jest's; Vitest's are the same kind of clock
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/** Runs the file's tests on a fake clock: `user()` types on it, `wait(ms)` moves it on (effects flushed). */
export function onFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ now: testNow() });
  });
  afterEach(() => {
    applyTestToday();
  });
  return {
    user: () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
