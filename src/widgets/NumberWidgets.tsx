import { memo, type FocusEvent } from 'react';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';
import { maskedInput } from './MaskedInput';
import { decimalText, digitsOnly, moneyValue, withSeparators } from './numberText';

interface NumberBehaviour {
  /** the plain value (no separators) of what was typed */
  clean(text: string): string;
  /** shown while typing */
  typing(plain: string): string;
  /** shown after leaving the field, and the value then sent */
  settle(plain: string): string;
}

/** Whether a plain text and a value are the same amount: '12.', '12.00' and '12' are 12; '' is only no value. */
function sameAmount(plain: string, value: unknown): boolean {
  const none = value === undefined || value === null || value === '';
  return plain === '' ? none : !none && Number(plain) === Number(value);
}

/**
 * A number typed as text. The value is the plain text ('1234.50'), or with `options.number` a
 * number (1234.5) for a schema that stores one. While the field has the focus its input holds what is
 * typed as it stands, so '12.' can become '12.5', and a keystroke sets the value and renders nothing
 * (maskedInput); a value set otherwise (a rule, a host) shows at once. Leaving the field settles the
 * value and shows it with separators.
 */
function numberWidget(behaviour: NumberBehaviour) {
  return memo(function NumberWidget(props: WidgetProps<string | number>) {
    const { id, value, error, required, maxInput } = props;
    const valueOf = (plain: string) => (plain === '' ? undefined : props.options.number ? Number(plain) : plain);
    const stored = value === undefined || value === null ? '' : String(value);
    // in the field: what is typed while it is the value's amount, else the value as typed; out of it: the value settled
    const shown = (input: HTMLInputElement | HTMLTextAreaElement) => {
      if (input.ownerDocument.activeElement !== input) return withSeparators(behaviour.settle(stored));
      return sameAmount(behaviour.clean(input.value), value) ? input.value : behaviour.typing(stored);
    };
    // the value's text as typed ('98000' for 98,000.00 stored as a number), or the amount the input shows when that is not this render's value (typed since, then left)
    const plainText = (shownText: string) => {
      const plain = behaviour.clean(shownText);
      if (sameAmount(plain, value)) return stored;
      return plain !== '' && props.options.number ? String(Number(plain)) : plain;
    };
    return maskedInput({
      ...inputAria(id, error, required),
      value: shown,
      mask: (typed) => behaviour.typing(behaviour.clean(typed)),
      inputMode: 'decimal',
      maxLength: maxInput,
      disabled: props.disabled,
      onText: (text) => props.onChange(valueOf(behaviour.clean(text))),
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        input.value = behaviour.typing(plainText(input.value));
        props.onFocus();
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const settled = behaviour.settle(behaviour.clean(input.value));
        input.value = withSeparators(settled);
        props.onChange(valueOf(settled));
        props.onBlur();
      },
      className: inputClass(error),
    });
  });
}

const same = (plain: string) => plain;

/** Digits with thousands separators. */
export const AmountWidget = numberWidget({ clean: digitsOnly, typing: withSeparators, settle: same });
/** At most 2 decimals, leading zeros removed, thousands separators. */
export const AmountDecimalWidget = numberWidget({ clean: decimalText, typing: withSeparators, settle: same });
/** Digits and one dot while typing; thousands separators and 2 decimals on leaving. */
export const MoneyWidget = numberWidget({ clean: decimalText, typing: same, settle: moneyValue });
