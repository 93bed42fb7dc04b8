import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputAria } from './inputProps';

/** A box to tick; the engine puts its label beside it. With `options.number` its value is 1 or 0 (a task's priority). */
export const CheckboxWidget = memo(function CheckboxWidget(props: WidgetProps<boolean | number>) {
  const { id, value, error, required, options } = props;
  return (
    <input
      {...inputAria(id, error, required)}
      type="checkbox"
      checked={Boolean(value)}
      disabled={props.disabled}
      onChange={(e) => props.onChange(options.number ? Number(e.target.checked) : e.target.checked)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className="h-4 w-4 rounded border-slate-300"
    />
  );
});
