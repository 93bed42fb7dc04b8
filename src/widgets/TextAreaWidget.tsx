import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputAria } from './inputProps';

/** Several lines of text (a description). */
export const TextAreaWidget = memo(function TextAreaWidget(props: WidgetProps<string>) {
  const { id, value, error, required, maxInput } = props;
  return (
    <textarea
      {...inputAria(id, error, required)}
      rows={3}
      value={value ?? ''}
      maxLength={maxInput}
      placeholder={props.placeholder}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className={`w-full rounded border px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-blue-200 ${error ? 'border-red-500' : 'border-slate-300'}`}
    />
  );
});
