import { describe, expect, it } from 'vitest';
import { applyDigitMask, caretAfterDigits } from '../../src/widgets/digitMask';

describe('digit masks', () => {
  it('lays the digits out, separators between digits only', () => {
    expect(applyDigitMask('000-00-0000', '123')).toBe('123');
    expect(applyDigitMask('000-00-0000', '1234')).toBe('123-4');
    expect(applyDigitMask('000-00-0000', '123-')).toBe('123');
    expect(applyDigitMask('00/00/0000', '01022020')).toBe('01/02/2020');
  });

  it('drops letters and digits past the last place; an optional part may be left off', () => {
    expect(applyDigitMask('000-00-0000', '12ab3456789999')).toBe('123-45-6789');
    expect(applyDigitMask('00000[-0000]', '12345')).toBe('12345');
    expect(applyDigitMask('00000[-0000]', '123456789')).toBe('12345-6789');
  });

  it('puts the caret after as many digits as before, or at the end when it was there', () => {
    // '12-3' with a 9 typed after the 1: '192-3' laid out '192-3', caret after the 9
    expect(caretAfterDigits('1923', 2, '192-3')).toBe(2);
    // a digit typed before the separator pushes it on: caret after the third digit, before '-'
    expect(caretAfterDigits('1293-4', 3, '129-34')).toBe(3);
    expect(caretAfterDigits('1234', 4, '123-4')).toBe(5);
    expect(caretAfterDigits('a123', 1, '123')).toBe(0);
  });
});
