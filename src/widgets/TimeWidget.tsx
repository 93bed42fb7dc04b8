import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';
import { maskedInput } from './MaskedInput';

/** The digits each place of HH:MM takes, given the digits before it: hours 01-12, minutes 00-59. */
const takes = [
  () => /[01]/,
  (hh: string) => (hh === '0' ? /[1-9]/ : /[0-2]/),
  () => /[0-5]/,
  () => /\d/,
];

/**
 * HH:MM AM/PM laid out from what is typed: a first digit above 1 is the hour (9 -> 09), digits a
 * place does not take (an hour above 12) are dropped, ':' and ' ' come as the next character does, 'a' or 'p' then 'm' after the minutes.
 */
export function timeText(typed: string): string {
  let digits = '';
  let meridiem = '';
  for (const char of typed.toUpperCase()) {
    if (digits.length === 0 && /[2-9]/.test(char)) digits = `0${char}`;
    else if (digits.length < 4) {
      if (takes[digits.length](digits).test(char)) digits += char;
    } else if (meridiem === '' ? /[AP]/.test(char) : meridiem.length === 1 && char === 'M') {
      meridiem += char;
    }
  }
  const minutes = digits.slice(2);
  return `${digits.slice(0, 2)}${minutes ? `:${minutes}` : ''}${meridiem ? ` ${meridiem}` : ''}`;
}

/** HH:MM AM/PM, 12-hour. */
export const TimeWidget = memo(function TimeWidget(props: WidgetProps<string>) {
  const { id, value, error, required } = props;
  return maskedInput({
    ...inputAria(id, error, required),
    mask: timeText,
    value: value ?? '',
    showing: props.showing,
    placeholder: props.placeholder ?? 'HH:MM AM',
    disabled: props.disabled,
    onText: (text) => props.onChange(text === '' ? undefined : text),
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    className: inputClass(error),
  });
});
