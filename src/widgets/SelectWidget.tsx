import { memo } from 'react';
import type { WidgetProps } from './types';
import { FieldShell, inputAria, inputClass } from './FieldShell';

export const SelectWidget = memo(function SelectWidget(props: WidgetProps<string>) {
  const { id, value, error, required, options } = props;
  return (
    <FieldShell {...props}>
      <select
        {...inputAria(id, error, required)}
        value={value ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
        className={`${inputClass(error)} bg-white`}
      >
        <option value="">{props.placeholder ?? 'Select'}</option>
        {(options.items ?? []).map((item) => (
          <option key={item.value} value={item.value}>{item.label}</option>
        ))}
      </select>
    </FieldShell>
  );
});
