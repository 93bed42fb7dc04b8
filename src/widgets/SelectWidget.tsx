import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

/** A choice of the field's items; it sends the chosen item's value as it is, a number or a string. */
export const SelectWidget = memo(function SelectWidget(props: WidgetProps<string | number>) {
  const { id, value, error, required, options } = props;
  const items = options.items ?? [];
  return (
    <select
      {...inputAria(id, error, required)}
      value={value === undefined ? '' : String(value)}
      disabled={props.disabled}
      onChange={(e) => props.onChange(items.find((item) => String(item.value) === e.target.value)?.value)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className={`${inputClass(error)} bg-white`}
    >
      <option value="">{props.placeholder ?? props.texts.select}</option>
      {items.map((item) => (
        <option key={item.value} value={String(item.value)}>{item.label}</option>
      ))}
    </select>
  );
});
