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

describe('answered (an amount as the API answers it)', () => {
  it('reads stored text as the Decimal rounding does, and rounds what has more than 2 decimals half up', async () => {
    const { answered } = await import('../../src/server/modules/insuredLines/money');
    const Decimal = (await import('decimal.js')).default;
    // every amount through a Decimal, as answered did before it read stored text as is
    const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
    const exact = (value: string | number) => Number(new Money(value).toFixed(2));
    const texts = ['0', '0.00', '-0.00', '1234.5', '1234.50', '-950.07', '999999999999.99', '0.1', '12.345', '2.675', '1.005', '-1.005', '1e3'];
    const drawn = [...numbers(20_000)].flatMap((n) => [n.toFixed(2), String(n)]).filter((text) => /^-?\d+(\.\d+)?$/.test(text));
    for (const text of [...texts, ...drawn]) expect([text, answered(text)]).toEqual([text, exact(text)]);
    expect([answered(0.1 + 0.2), answered(2.675), answered(null), answered(undefined)]).toEqual([0.3, 2.68, null, null]);
  });
});
