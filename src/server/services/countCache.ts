/**
 * List counts kept per key, the key carrying the tenant's data version: any write bumps the
 * version, so a count is never reused across a change, on this instance or another.
 */
export function createCountCache(max = 2000) {
  const counts = new Map<string, number>();
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const hit = counts.get(key);
      if (hit !== undefined) return hit;
      const fresh = await count();
      counts.set(key, fresh);
      if (counts.size > max) counts.delete(counts.keys().next().value!);
      return fresh;
    },
  };
}
