import { memo } from 'react';
import type { WidgetProps } from './types';
import { inputAria } from './inputProps';

/** A box to tick; the engine puts its label beside it. */
export const CheckboxWidget = memo(function CheckboxWidget(props: WidgetProps<boolean>) {
  const { id, value, error, required } = props;
  return (
    <input
      {...inputAria(id, error, required)}
      type="checkbox"
      checked={value ?? false}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.checked)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      className="h-4 w-4 rounded border-slate-300"
    />
  );
});
