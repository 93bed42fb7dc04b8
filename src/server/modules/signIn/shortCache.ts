/** A small in-memory cache whose entries live a few seconds; the oldest go first when full. */
export function createShortCache<V>(ttlMs: number, max = 10_000) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V) {
      entries.set(key, { value, until: Date.now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    /** drops every entry whose key starts with the prefix */
    forget(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    /** drops every entry whose value meets the test */
    forgetWhere(test: (value: V) => boolean) {
      for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
    },
  };
}
