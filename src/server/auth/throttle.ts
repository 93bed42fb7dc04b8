import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/**
 * Repeated failed sign-ins for one email from one address are refused for a while. The failures
 * live in the database, so every instance behind a load balancer counts the same ones.
 */
export function createLoginThrottle(db: Db, { maxFailures = 5, windowMs = 15 * 60_000 } = {}) {
  const hash = (key: string) => createHash('sha256').update(key).digest('hex');
  const since = (now: number) => new Date(now - windowMs);

  return {
    /** milliseconds to wait before another try, 0 when allowed */
    async retryAfter(key: string, now = Date.now()): Promise<number> {
      const [{ failures, first }] = await db
        .select({ failures: count(), first: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.keyHash, hash(key)), gt(loginFailures.failedAt, since(now))));
      return failures >= maxFailures && first ? Math.max(1, windowMs - (now - first.getTime())) : 0;
    },
    /** records a failure, and forgets this key's failures that no longer count */
    async fail(key: string, now = Date.now()) {
      const keyHash = hash(key);
      await db.delete(loginFailures).where(or(and(eq(loginFailures.keyHash, keyHash), lt(loginFailures.failedAt, since(now))), lt(loginFailures.failedAt, new Date(now - 24 * 60 * 60_000))));
      await db.insert(loginFailures).values({ keyHash, failedAt: new Date(now) });
    },
    async succeed(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.keyHash, hash(key)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
