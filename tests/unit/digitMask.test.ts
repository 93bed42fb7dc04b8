import { describe, expect, it } from 'vitest';
import { dateText, dateValue } from '../../src/widgets/DateWidget';
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

  it('every text the date mask lets through reads back from its value as typed (the date widget keeps no text of its own)', () => {
    for (const digits of ['12312024', '02302020', '01022020', '99999999', '00000000']) {
      for (let n = 0; n <= digits.length; n += 1) {
        const typed = applyDigitMask('00/00/0000', digits.slice(0, n));
        expect(dateText(dateValue(typed))).toBe(typed);
      }
    }
    expect(dateValue('12/31/2024')).toBe('2024-12-31');
  });
});
