import { memo } from 'react';
import type { WidgetProps } from './types';
import { applyDigitMask } from './digitMask';
import { inputAria, inputClass } from './inputProps';
import { maskedInput } from './MaskedInput';

const dateMask = (typed: string) => applyDigitMask('00/00/0000', typed);

/** Whether year, month and day name a day of the calendar (not 02/30). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** MM/dd/yyyy typed -> yyyy-MM-dd, or the raw text when it is no real date (the schema says why). */
export function dateValue(text: string): string | undefined {
  if (text === '') return undefined;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return text;
  const [, month, day, year] = match;
  return isCalendarDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : text;
}

/** yyyy-MM-dd -> MM/dd/yyyy; other text as it is. */
export function dateText(value: string | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/**
 * MM/dd/yyyy in, yyyy-MM-dd out. What is shown is read back from the value (the typed text while it is
 * no date, every text the mask lets through reads back as typed): no state of its own, and its input holds
 * what is typed (maskedInput), so a keystroke sets the field's value and renders nothing.
 */
export const DateWidget = memo(function DateWidget(props: WidgetProps<string>) {
  const { id, value, error, required } = props;
  const text = dateText(value);
  return maskedInput({
    ...inputAria(id, error, required),
    mask: dateMask,
    value: text,
    showing: props.showing,
    placeholder: props.placeholder ?? 'MM/DD/YYYY',
    disabled: props.disabled,
    onText: (typed) => props.onChange(dateValue(typed)),
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    className: inputClass(error),
  });
});
