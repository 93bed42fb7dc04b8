import { describe, expect, it } from 'vitest';
import { elevenMonthsAfter } from '../../src/server/modules/opportunities/close';

describe('the follow-up date of a lost opportunity', () => {
  it('is eleven months later, kept within the month', () => {
    expect(elevenMonthsAfter('2026-01-15')).toBe('2026-12-15');
    expect(elevenMonthsAfter('2026-03-31')).toBe('2027-02-28');
    expect(elevenMonthsAfter('2027-03-31')).toBe('2028-02-29');
    expect(elevenMonthsAfter('2026-12-31')).toBe('2027-11-30');
  });
});
