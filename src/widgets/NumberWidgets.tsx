import { memo, useState } from 'react';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';
import { decimalText, digitsOnly, moneyValue, withSeparators } from './numberText';

interface NumberBehaviour {
  /** the plain value (no separators) of what was typed */
  clean(text: string): string;
  /** shown while typing */
  typing(plain: string): string;
  /** shown after leaving the field, and the value then sent */
  settle(plain: string): string;
}

/**
 * A number typed as text. The value is the plain text ('1234.50'), or with `options.number` a
 * number (1234.5) for a schema that stores one; what is typed is kept as it stands while the
 * field has the focus, so '12.' can become '12.5'.
 */
function numberWidget(behaviour: NumberBehaviour) {
  return memo(function NumberWidget(props: WidgetProps<string | number>) {
    const { id, value, error, required, maxInput } = props;
    const [typed, setTyped] = useState<string>();
    const stored = value === undefined || value === null ? '' : String(value);
    const plain = typed ?? stored;
    const shown = typed === undefined ? withSeparators(behaviour.settle(stored)) : behaviour.typing(typed);
    const send = (text: string) => {
      const next = text === '' ? undefined : props.options.number ? Number(text) : text;
      if (next !== value) props.onChange(next);
    };
    return (
      <input
        {...inputAria(id, error, required)}
        type="text"
        inputMode="decimal"
        value={shown}
        maxLength={maxInput}
        disabled={props.disabled}
        onChange={(e) => {
          const next = behaviour.clean(e.target.value);
          setTyped(next);
          send(next);
        }}
        onFocus={() => {
          setTyped(stored);
          props.onFocus();
        }}
        onBlur={() => {
          setTyped(undefined);
          send(behaviour.settle(plain));
          props.onBlur();
        }}
        className={inputClass(error)}
      />
    );
  });
}

const same = (plain: string) => plain;

/** Digits with thousands separators. */
export const AmountWidget = numberWidget({ clean: digitsOnly, typing: withSeparators, settle: same });
/** At most 2 decimals, leading zeros removed, thousands separators. */
export const AmountDecimalWidget = numberWidget({ clean: decimalText, typing: withSeparators, settle: same });
/** Digits and one dot while typing; thousands separators and 2 decimals on leaving. */
export const MoneyWidget = numberWidget({ clean: decimalText, typing: same, settle: moneyValue });
