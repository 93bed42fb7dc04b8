import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountCache } from '../../src/server/services/countCache';
import { createShortCache } from '../../src/server/services/shortCache';

afterEach(() => vi.useRealTimers());

describe('short cache', () => {
  it('keeps an entry for its time only', () => {
    vi.useFakeTimers();
    const cache = createShortCache<string>(5_000);
    cache.set('a|x', 'session');
    vi.advanceTimersByTime(4_999);
    expect(cache.get('a|x')).toBe('session');
    vi.advanceTimersByTime(2);
    expect(cache.get('a|x')).toBeUndefined();
  });

  it('forgets by prefix at once and drops the oldest when full', () => {
    const cache = createShortCache<number>(60_000, 2);
    cache.set('s1|', 1);
    cache.set('s1|tenant', 2);
    cache.forget('s1|');
    expect(cache.get('s1|')).toBeUndefined();
    expect(cache.get('s1|tenant')).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});

describe('count cache', () => {
  it('counts once per key and again for a new data version', async () => {
    const cache = createCountCache();
    const count = vi.fn(async () => 42);
    expect(await cache.get('["t",1,{}]', count)).toBe(42);
    expect(await cache.get('["t",1,{}]', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    await cache.get('["t",2,{}]', count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
