import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** At most `max` attempts under `key` in each window of `windowMs`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Attempts counted in the database in fixed windows, so every instance counts the same ones. An
 * attempt is counted before it is evaluated, for all its keys in one statement: parallel requests
 * each get a count of their own, and no more than `max` of them are let through.
 */
export function createRateLimiter(db: Db) {
  return {
    /** counts the attempt; answers 0 when every limit allows it, else the milliseconds until it would */
    async take(limits: Limit[], now = Date.now()): Promise<number> {
      if (!limits.length) return 0;
      const byHash = new Map(limits.map((l) => [hashKey(l.key), l]));
      const at = new Date(now).toISOString();
      const rows = sql.join(
        [...byHash].map(([keyHash, l]) => sql`(${keyHash}, ${new Date(now + l.windowMs).toISOString()}::timestamptz, 1)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        insert into rate_limits (key_hash, window_ends, attempts) values ${rows}
        on conflict (key_hash) do update set
          attempts = case when rate_limits.window_ends <= ${at}::timestamptz then 1 else rate_limits.attempts + 1 end,
          window_ends = case when rate_limits.window_ends <= ${at}::timestamptz then excluded.window_ends else rate_limits.window_ends end
        returning key_hash, window_ends, attempts`);
      const counted = (result as unknown as { rows: { key_hash: string; window_ends: string | Date; attempts: number }[] }).rows;
      let wait = 0;
      for (const row of counted) {
        if (row.attempts > byHash.get(row.key_hash)!.max) wait = Math.max(wait, new Date(row.window_ends).getTime() - now, 1);
      }
      return wait;
    },

    /** gives one attempt back under each key */
    async refund(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db.update(rateLimits).set({ attempts: sql`greatest(${rateLimits.attempts} - 1, 0)` }).where(inArray(rateLimits.keyHash, keys.map(hashKey)));
    },

    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.keyHash, keys.map(hashKey)));
    },

    /** forgets windows that have ended */
    async prune(now = Date.now()): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowEnds, new Date(now)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
