import { memo, useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { FormStore } from '../core/formStore';
import type { UiField } from '../core/manifests';
import type { WidgetOptions, WidgetServices } from '../../widgets/types';
import { widgetRegistry } from '../../widgets/registry';

export const blurValidationDelayMs = 250;

export function fieldId(path: string): string {
  return `field${path.replace(/\//g, '-')}`;
}

interface FieldProps {
  store: FormStore;
  field: UiField;
  required: boolean;
  options: WidgetOptions;
  services: WidgetServices;
  /** validates the whole model and answers the message for one field */
  validateField(path: string): void;
}

/** One form field: subscribes to its own value and error only, so siblings stay still. */
export const Field = memo(function Field({ store, field, required, options, services, validateField }: FieldProps) {
  const { path } = field;
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const value = useSyncExternalStore(subscribe, () => store.value(path));
  const error = useSyncExternalStore(subscribe, () => store.error(path));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onChange = useCallback((next: unknown) => store.setValue(path, next), [store, path]);
  const onFocus = useCallback(() => {
    clearTimeout(timer.current);
    store.setErrors({ [path]: undefined });
  }, [store, path]);
  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => validateField(path), blurValidationDelayMs);
  }, [validateField, path]);

  const Widget = widgetRegistry[field.widget];
  const id = useMemo(() => fieldId(path), [path]);
  if (!Widget) {
    return <div role="alert" className="rounded border border-red-400 p-2 text-sm text-red-700">Unknown widget '{field.widget}' for {path}</div>;
  }
  return (
    <Widget
      id={id}
      label={field.label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
      required={required}
      tooltip={field.tooltip}
      placeholder={field.placeholder}
      maxInput={field.maxInput}
      options={options}
      services={services}
    />
  );
});
