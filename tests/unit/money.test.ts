import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayMoney } from '../../src/engine/core/format';

/** The same numbers on every run: a linear congruential generator's. */
function* numbers(count: number) {
  let seed = 24;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i += 1) {
    const r = next();
    if (i % 4 === 0) yield Math.round(r * 1e6) / 1000; // thousandths: the half cents
    else if (i % 4 === 1) yield (next() - 0.5) * 10 ** Math.floor(r * 16);
    else if (i % 4 === 2) yield Math.round((r - 0.5) * 1e8) / 200;
    else yield Number((r * 1e4).toFixed(3));
  }
}

afterEach(() => vi.restoreAllMocks());

describe('displayMoney', () => {
  it("makes no Intl formatter for a number it spells in digits (making the first one is a page's largest cost on a slow phone)", () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect([displayMoney(1234.5), displayMoney(-0.015), displayMoney(0)]).toEqual(['$1,234.50', '-$0.02', '$0.00']);
    expect(made).not.toHaveBeenCalled();
  });

  it("spells every number as Intl.NumberFormat('en-US', USD) does", () => {
    const edges = [0, -0, 1.005, 2.675, 1.015, 0.005, -0.005, -0.001, 1234.5, -1234.5, 999999.995, 1e21, 1e-7, 5e-324, 123456789012.345, 2 ** 53 + 2];
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const differing = [...edges, ...numbers(50_000)].filter((n) => displayMoney(n) !== intl.format(n));
    expect(differing.map((n) => `${n}: ${displayMoney(n)} for ${intl.format(n)}`)).toEqual([]);
    expect([displayMoney('1234.5'), displayMoney(''), displayMoney(null), displayMoney('abc'), displayMoney(Infinity)]).toEqual(['$1,234.50', '', '', '', '']);
  });

});
