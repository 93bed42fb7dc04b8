import { memo, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { format, isValid, parse } from 'date-fns';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

const shownFormat = 'MM/dd/yyyy';

/** MM/dd/yyyy typed -> yyyy-MM-dd, or the raw text when it is no real date (the schema says why). */
export function dateValue(text: string): string | undefined {
  if (text === '') return undefined;
  // only a whole date is worth parsing; this runs on every keystroke
  if (text.length !== shownFormat.length) return text;
  const date = parse(text, shownFormat, new Date(2000, 0, 1));
  return isValid(date) && format(date, shownFormat) === text ? format(date, 'yyyy-MM-dd') : text;
}

/** yyyy-MM-dd -> MM/dd/yyyy; other text as it is. */
export function dateText(value: string | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

export const DateWidget = memo(function DateWidget(props: WidgetProps<string>) {
  const { id, value, error, required } = props;
  const [text, setText] = useState(() => dateText(value));
  const shown = dateValue(text) === value ? text : dateText(value);
  return (
    <IMaskInput
      {...inputAria(id, error, required)}
      mask="00/00/0000"
      value={shown}
      placeholder={props.placeholder ?? 'MM/DD/YYYY'}
      disabled={props.disabled}
      onAccept={(typed: string) => {
        setText(typed);
        const next = dateValue(typed);
        if (next !== value) props.onChange(next);
      }}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className={inputClass(error)}
    />
  );
});
