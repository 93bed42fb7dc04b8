import { describe, expect, it } from 'vitest';
import { applyDigitMask } from '../../src/widgets/digitMask';
import { endEdit } from '../../src/widgets/endEdit';
import { digitsOnly, withSeparators } from '../../src/widgets/numberText';

const date = (typed: string) => applyDigitMask('00/00/0000', typed);
const ssn = (typed: string) => applyDigitMask('000-00-0000', typed);
const amount = (typed: string) => withSeparators(digitsOnly(typed));

describe('a key at the end of a masked text as one edit', () => {
  it('adds the separator with the digit typed after it', () => {
    expect(endEdit('12', '3', date)).toEqual({ add: '/3' });
    expect(endEdit('123', '4', ssn)).toEqual({ add: '-4' });
  });

  it('cuts the separator with the digit erased after it', () => {
    expect(endEdit('12/3', 'Backspace', date)).toEqual({ cutFrom: 2 });
    expect(endEdit('123-4', 'Backspace', ssn)).toEqual({ cutFrom: 3 });
  });

  it('adds nothing for a key the mask refuses', () => {
    expect(endEdit('12', 'a', date)).toEqual({ add: '' });
    expect(endEdit('123-45-6789', '9', ssn)).toEqual({ add: '' });
  });

  it("leaves the key's own edit where it is what the mask shows", () => {
    expect(endEdit('12/3', '1', date)).toBeUndefined();
    expect(endEdit('12/31', 'Backspace', date)).toBeUndefined();
    expect(endEdit('', 'Backspace', date)).toBeUndefined();
    expect(endEdit('12', 'Tab', date)).toBeUndefined();
  });

  it('leaves a masked text that moves separators to the change event', () => {
    expect(endEdit('123', '4', amount)).toBeUndefined();
    expect(endEdit('1,234', 'Backspace', amount)).toBeUndefined();
  });
});
