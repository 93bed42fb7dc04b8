import { describe, expect, it } from 'vitest';
import { createKeptIndexes, type IndexSource } from '../../src/server/records/keptIndexes';
import { buildTermIndex } from '../../src/server/records/termIndex';

const noPause = () => Promise.resolve();
/** the rows holding `term` by a plain substring search: what the index must find */
const holding = (texts: string[], term: string) => texts.flatMap((text, row) => (text.includes(term) ? [row] : []));

describe('term index', () => {
  const texts = ['ann smith', 'joanna smithers', 'anne o\'brien', 'zoë_50% x', 'smith & sons llc', 'bob', '', 'annann'];

  it('finds the rows holding a term, in the rows\' order, as a substring search does', async () => {
    const index = await buildTermIndex(texts, noPause);
    for (const term of ['ann', 'smith', 'mit', 'ith', 'n s', 'o\'b', '_50%', 'zoë', 'annann', 'nnan', 'h & s', 'bob', 'llc', 'xyz', 'smiths', 'smith smith']) {
      expect([term, [...index.matches(term)!]]).toEqual([term, holding(texts, term)]);
    }
  });

  it('counts a row once however often it holds a trigram, and leaves a term under three characters to the database', async () => {
    const index = await buildTermIndex(texts, noPause);
    expect([...index.matches('ann')!]).toEqual([0, 1, 2, 7]);
    expect(index.matches('an')).toBeUndefined();
    expect(index.rows).toBe(texts.length);
  });

  it('agrees with a substring search over many generated texts, across the pauses of its build', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const letters = 'abcde fg';
    const many = Array.from({ length: 10_000 }, () => Array.from({ length: 3 + Math.floor(random() * 12) }, () => letters[Math.floor(random() * letters.length)]).join(''));
    let pauses = 0;
    const index = await buildTermIndex(many, async () => { pauses++; });
    expect(pauses).toBeGreaterThan(2);
    for (let n = 0; n < 200; n++) {
      const term = Array.from({ length: 3 + (n % 4) }, () => letters[Math.floor(random() * letters.length)]).join('');
      expect([...index.matches(term)!]).toEqual(holding(many, term));
    }
  });
});

describe('kept indexes', () => {
  /** a source whose rows and versions a test sets, counting its reads */
  const source = (texts: string[], versions: number[][]) => {
    const reads = { rows: 0 };
    const s: IndexSource = {
      versions: async () => versions.shift() ?? versions[0] ?? [1],
      rows: async () => { reads.rows++; return { ids: texts.map((_, i) => `id${i}`), texts }; },
    };
    return { s, reads };
  };

  it('builds an index once searches keep asking, and answers only at the versions it was read at', async () => {
    const kept = createKeptIndexes(1e9);
    const { s, reads } = source(['abc', 'bcd'], [[1], [1]]);
    for (let n = 1; n < 20; n++) expect(kept.find('list', [1], s)).toBeUndefined();
    expect(reads.rows).toBe(0);
    expect(kept.find('list', [1], s)).toBeUndefined();
    await kept.settled();
    expect(reads.rows).toBe(1);
    const found = kept.find('list', [1], s)!;
    expect([...found.index.matches('bcd')!].map((row) => found.ids[row])).toEqual(['id1']);
    expect(kept.find('list', [2], s)).toBeUndefined();
    expect(kept.size()).toMatchObject({ indexes: 1, answered: 1 });
  });

  it('drops a build whose versions moved while it read (a write came between)', async () => {
    const kept = createKeptIndexes(1e9);
    const { s } = source(['abc'], [[1], [2]]);
    for (let n = 0; n < 20; n++) kept.find('list', [1], s);
    await kept.settled();
    expect(kept.find('list', [1], s)).toBeUndefined();
    expect(kept.find('list', [2], s)).toBeUndefined();
    expect(kept.size().indexes).toBe(0);
  });

  it('drops the least recently used once they hold more than their bytes', async () => {
    const texts = Array.from({ length: 100 }, (_, i) => `text number ${i}`);
    const one = createKeptIndexes(1e9);
    const { s } = source(texts, [[1]]);
    for (let n = 0; n < 20; n++) one.find('a', [1], s);
    await one.settled();
    const bytes = one.size().bytes;
    const kept = createKeptIndexes(bytes * 2.5);
    for (const name of ['a', 'b', 'c']) {
      for (let n = 0; n < 20; n++) kept.find(name, [1], s);
      await kept.settled();
      if (name === 'b') expect(kept.find('a', [1], s)).toBeDefined();
    }
    expect(kept.size().indexes).toBe(2);
    expect(kept.find('b', [1], s)).toBeUndefined();
    expect(kept.find('a', [1], s)).toBeDefined();
    expect(kept.find('c', [1], s)).toBeDefined();
  });
});
