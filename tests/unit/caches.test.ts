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
    // each asked twice: an answer is kept from its second asking
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) cache.set(key, answer(key));
    expect(cache.size()).toEqual({ answers: 3, chars: 39 });
    expect(cache.get('a')).toEqual(answer('a'));
    cache.set('d', answer('d'));
    cache.set('d', answer('d'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(answer('a'));
    expect(cache.size()).toEqual({ answers: 3, chars: 39 });
    cache.set('a', answer('e'));
    expect(cache.get('a')).toEqual(answer('e'));
    expect(cache.size().chars).toBe(39);
    cache.set('big', { n: 'x'.repeat(40) });
    cache.set('big', { n: 'x'.repeat(40) });
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size().answers).toBe(3);
  });

  it('keeps an answer from the second time its key is asked, and forgets the oldest keys asked once', () => {
    const cache = createAnswerCache(1_000_000);
    cache.set('once', { n: 1 });
    expect(cache.get('once')).toBeUndefined();
    expect(cache.size()).toEqual({ answers: 0, chars: 0 });
    cache.set('once', { n: 1 });
    expect(cache.get('once')).toEqual({ n: 1 });
    // 2,000 keys asked once are remembered: the first of 2,001 is forgotten, so its next asking is a first again
    for (let i = 0; i <= 2_000; i++) cache.set(`new term ${i}`, { i });
    cache.set('new term 0', { i: 0 });
    cache.set('new term 2000', { i: 2000 });
    expect(cache.get('new term 0')).toBeUndefined();
    expect(cache.get('new term 2000')).toEqual({ i: 2000 });
    expect(cache.size().answers).toBe(2);
  });
});
