/**
 * List counts kept per filter and data version: any write bumps the tenant's version, so a count
 * is never reused across a change, on this instance or another. The last count of a filter, of
 * whatever version, is also kept as a hint: good enough to choose how to read a page.
 */
export function createCountCache(max = 2000) {
  const counts = new Map<string, number>();
  const hints = new Map<string, number>();
  const remember = (map: Map<string, number>, key: string, value: number) => {
    map.set(key, value);
    if (map.size > max) map.delete(map.keys().next().value!);
  };
  return {
    async get(version: number, filterKey: string, count: () => Promise<number>): Promise<number> {
      const key = `${version}|${filterKey}`;
      const hit = counts.get(key);
      if (hit !== undefined) return hit;
      const fresh = await count();
      remember(counts, key, fresh);
      remember(hints, filterKey, fresh);
      return fresh;
    },
    hint(filterKey: string): number | undefined {
      return hints.get(filterKey);
    },
    /** A count kept for this version, without counting. */
    kept(version: number, filterKey: string): number | undefined {
      return counts.get(`${version}|${filterKey}`);
    },
    /** Keeps a count under the version it was read with (a count and its version read in one statement), and as the filter's hint. */
    remember(version: number, filterKey: string, value: number): void {
      remember(counts, `${version}|${filterKey}`, value);
      remember(hints, filterKey, value);
    },
  };
}
