import { memo } from 'react';
import type { WidgetProps } from './types';

export const CheckboxWidget = memo(function CheckboxWidget(props: WidgetProps<boolean>) {
  const { id, value, error } = props;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={value ?? false}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => props.onChange(e.target.checked)}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
          className="h-4 w-4 rounded border-slate-300"
        />
        <label htmlFor={id} className="text-sm text-slate-700">{props.label}</label>
      </div>
      {error && <p id={`${id}-error`} role="alert" className="text-xs text-red-600">{error}</p>}
    </div>
  );
});
