import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from '../../src/server/records/answerCache';
import { createCountCache } from '../../src/server/records/countCache';
import { createShortCache } from '../../src/server/modules/signIn/shortCache';
import { applyTestToday } from '../setup/testToday';

afterEach(() => applyTestToday());

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
  it('counts once per filter and version, again for a new data version, and keeps a hint', async () => {
    const cache = createCountCache();
    const count = vi.fn(async () => 42);
    expect(cache.hint('["t",{}]')).toBeUndefined();
    expect(await cache.get(1, '["t",{}]', count)).toBe(42);
    expect(await cache.get(1, '["t",{}]', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    count.mockResolvedValueOnce(43);
    expect(await cache.get(2, '["t",{}]', count)).toBe(43);
    expect(count).toHaveBeenCalledTimes(2);
    expect(cache.hint('["t",{}]')).toBe(43);
  });
});

describe('answer cache', () => {
  it('keeps answers up to its size, dropping the least recently used first; an answer larger than the whole is not kept', () => {
    // each answer here: a key of 1 character and 12 of JSON ({"n":"xxxx"}): 13
    const cache = createAnswerCache(40);
    const answer = (n: string) => ({ n: n.repeat(4) });
    cache.set('a', answer('a'));
    cache.set('b', answer('b'));
    cache.set('c', answer('c'));
    expect(cache.size()).toEqual({ answers: 3, chars: 39 });
    expect(cache.get('a')).toEqual(answer('a'));
    cache.set('d', answer('d'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(answer('a'));
    expect(cache.size()).toEqual({ answers: 3, chars: 39 });
    cache.set('a', answer('e'));
    expect(cache.get('a')).toEqual(answer('e'));
    expect(cache.size().chars).toBe(39);
    cache.set('big', { n: 'x'.repeat(40) });
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size().answers).toBe(3);
  });
});
