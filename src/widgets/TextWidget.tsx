import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

export const TextWidget = memo(function TextWidget(props: WidgetProps<string>) {
  const { id, value, error, required, maxInput } = props;
  return (
    <input
      {...inputAria(id, error, required)}
      type="text"
      value={value ?? ''}
      maxLength={maxInput}
      placeholder={props.placeholder}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className={inputClass(error)}
    />
  );
});
