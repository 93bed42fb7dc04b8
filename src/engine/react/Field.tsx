import { memo, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FormStore } from '../core/formStore';
import { isEmpty } from '../core/formRules';
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
  const enabler = field.enabledBy;
  const subscribeEnabler = useCallback((listener: () => void) => (enabler ? store.subscribe(enabler, listener) : () => {}), [store, enabler]);
  const disabled = useSyncExternalStore(subscribeEnabler, () => (enabler ? isEmpty(store.value(enabler)) : false));
  // the value last checked on blur and found valid, for the field's validHint
  const [checked, setChecked] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onChange = useCallback((next: unknown) => store.setValue(path, next), [store, path]);
  const setSiblings = useCallback(
    (values: Record<string, unknown>, onlyEmpty = false) => {
      const parent = path.slice(0, path.lastIndexOf('/'));
      for (const [key, next] of Object.entries(values)) {
        const sibling = `${parent}/${key}`;
        if (onlyEmpty && !isEmpty(store.value(sibling))) continue;
        store.setValue(sibling, next);
        store.setErrors({ [sibling]: undefined });
      }
    },
    [store, path],
  );
  const onFocus = useCallback(() => {
    clearTimeout(timer.current);
    store.setErrors({ [path]: undefined });
  }, [store, path]);
  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      validateField(path);
      setChecked(store.error(path) ? undefined : store.value(path));
    }, blurValidationDelayMs);
  }, [validateField, path, store]);

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
      hint={field.hint ?? (field.validHint && !isEmpty(value) && checked === value ? field.validHint : undefined)}
      disabled={disabled}
      required={required}
      tooltip={field.tooltip}
      placeholder={field.placeholder}
      maxInput={field.maxInput}
      options={options}
      services={services}
      setSiblings={setSiblings}
    />
  );
});
