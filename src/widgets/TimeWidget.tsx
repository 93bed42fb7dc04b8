import { memo } from 'react';
import { IMaskInput, IMask } from 'react-imask';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

const blocks = {
  hh: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
  mm: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
  aa: { mask: IMask.MaskedEnum, enum: ['AM', 'PM', 'am', 'pm'] },
};

/** HH:MM AM/PM, 12-hour. */
export const TimeWidget = memo(function TimeWidget(props: WidgetProps<string>) {
  const { id, value, error, required } = props;
  return (
    <IMaskInput
      {...inputAria(id, error, required)}
      mask="hh:mm aa"
      blocks={blocks}
      value={value ?? ''}
      placeholder={props.placeholder ?? 'HH:MM AM'}
      disabled={props.disabled}
      onAccept={(text: string) => {
        const next = text === '' ? undefined : text.toUpperCase();
        if (next !== value) props.onChange(next);
      }}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className={inputClass(error)}
    />
  );
});
