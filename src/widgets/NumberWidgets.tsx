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

function numberWidget(behaviour: NumberBehaviour) {
  return memo(function NumberWidget(props: WidgetProps<string>) {
    const { id, value, error, required, maxInput } = props;
    const [focused, setFocused] = useState(false);
    const plain = value ?? '';
    const shown = focused ? behaviour.typing(plain) : withSeparators(plain);
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
          props.onChange(next === '' ? undefined : next);
        }}
        onFocus={() => {
          setFocused(true);
          props.onFocus();
        }}
        onBlur={() => {
          setFocused(false);
          const settled = behaviour.settle(plain);
          if (settled !== plain) props.onChange(settled === '' ? undefined : settled);
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
