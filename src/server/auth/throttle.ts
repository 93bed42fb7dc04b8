import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { knownSignIns } from '../db/schema.ts';
import { hashKey, type Limit, type RateLimiter } from './rateLimit.ts';

const minutes = 60_000;

/**
 * Sign-in guesses allowed (DECISIONS 35, 172): per email from one address; and, unless that email
 * signed in from that address before, per address across emails (enough for an office behind one
 * address) and per account across addresses (slower). An account's known addresses are spared both,
 * so a stranger guessing from the same address or from many cannot lock its user out.
 */
export const signInLimits = {
  pair: { max: 5, windowMs: 15 * minutes },
  address: { max: 100, windowMs: 15 * minutes },
  account: { max: 10, windowMs: 60 * minutes },
};
const knownFor = 90 * 24 * 60 * minutes;

export interface SignInAttempt {
  /** milliseconds to wait before another try; 0 when this one may be evaluated */
  retryAfterMs: number;
  keys: string[];
  knownKey: string;
}

/**
 * Counts each sign-in attempt in the database before its password is checked, so parallel
 * guesses cannot slip past the limits and every instance counts the same attempts.
 */
export function createLoginThrottle(db: Db, limiter: RateLimiter, limits = signInLimits) {
  return {
    async attempt(email: string, address: string, now = Date.now()): Promise<SignInAttempt> {
      const account = email.trim().toLowerCase();
      const knownKey = hashKey(`known|${account}|${address}`);
      const [known] = await db
        .select({ keyHash: knownSignIns.keyHash })
        .from(knownSignIns)
        .where(and(eq(knownSignIns.keyHash, knownKey), gt(knownSignIns.lastAt, new Date(now - knownFor))));
      const counted: Limit[] = [
        { key: `pair|${account}|${address}`, ...limits.pair },
        ...(known ? [] : [{ key: `address|${address}`, ...limits.address }, { key: `account|${account}`, ...limits.account }]),
      ];
      const retryAfterMs = await limiter.take(counted, now);
      return { retryAfterMs, keys: counted.map((l) => l.key), knownKey };
    },

    /** a right password: the attempt does not count, this pair starts afresh and is known from now on */
    async succeeded(attempt: SignInAttempt, now = Date.now()): Promise<void> {
      const [pair, ...others] = attempt.keys;
      await limiter.clear([pair]);
      await limiter.refund(others);
      await db.insert(knownSignIns).values({ keyHash: attempt.knownKey, lastAt: new Date(now) })
        .onConflictDoUpdate({ target: knownSignIns.keyHash, set: { lastAt: new Date(now) } });
    },

    /** a wrong password stays counted; ended windows and long-unused addresses are forgotten */
    async failed(now = Date.now()): Promise<void> {
      await limiter.prune(now);
      await db.delete(knownSignIns).where(lt(knownSignIns.lastAt, new Date(now - knownFor)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
