import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The engine knows no insurance word (DESIGN.md): not in its code, not in its comments. Its
 * examples name generic records (an order, a person); the product's words live in schemas/,
 * screens/ and the modules.
 */
const productWords = /\b(insur\w*|polic(y|ies)|premiums?|opportunit(y|ies)|carriers?|humans?|entit(y|ies)|acord|certificates?|underwrit\w*|brokers?|agenc(y|ies)|markets?|submissions?|csr|fein|ssn)\b/i;
const engine = join(__dirname, '../../src/engine');
const files = readdirSync(engine, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

describe('the engine', () => {
  it('has files to read', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('names no product word in its code or comments', () => {
    const found = files.flatMap((file) =>
      readFileSync(join(engine, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `src/engine/${file}:${i + 1}` }))
        // a path it imports from is where a thing lives, not a word the engine uses
        .filter(({ line }) => !/^\s*import\b/.test(line) && productWords.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('finds such a word when there is one', () => {
    expect(productWords.test("/** a policy's moves */")).toBe(true);
    expect(productWords.test('className="h-9"')).toBe(false);
  });
});
