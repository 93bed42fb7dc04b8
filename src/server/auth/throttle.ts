/**
 * Repeated failed sign-ins for one email from one address are refused for a while.
 * Kept in memory: behind several instances each counts on its own, which still bounds guessing.
 */
export function createLoginThrottle({ maxFailures = 5, windowMs = 15 * 60_000 } = {}) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);

  return {
    /** milliseconds to wait before another try, 0 when allowed */
    retryAfter(key: string, now = Date.now()): number {
      const times = recent(key, now);
      return times.length >= maxFailures ? windowMs - (now - times[0]) : 0;
    },
    fail(key: string, now = Date.now()) {
      failures.set(key, [...recent(key, now), now]);
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
