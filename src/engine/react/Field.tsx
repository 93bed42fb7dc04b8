import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { conditionHolds, conditionPaths, isEmpty, type FieldRule } from '../core/conditions';
import { controlProps } from '../core/controlProps';
import type { FormStore } from '../core/formStore';
import type { UiField } from '../core/manifests';
import type { WidgetOptions, WidgetProps, WidgetServices } from '../../widgets/types';
import { ConfirmDialog } from './ConfirmDialog';
import { fieldTemplate, type LabelPlacement } from './FieldTemplate';
import type { FormTexts } from './formTexts';

export const blurValidationDelayMs = 250;

const noSubscription = () => () => {};

export function fieldId(path: string): string {
  return `field${path.replace(/\//g, '-')}`;
}

/** A widget as a registry holds it: its input, where the engine puts its label, whether it spans the form's width. */
export interface RegisteredWidget {
  Input: ComponentType<WidgetProps<any>>;
  label?: LabelPlacement;
  wide?: boolean;
  /** it shows what the form comes to and takes no input: never marked required */
  shows?: boolean;
  /** what the widget reads of the whole form's values (a total; the record its options point to), given to it as `form`: it renders when that changes, not on every keystroke */
  readsForm?(model: unknown, options: WidgetOptions): string | number;
}

/** Widgets by the name a ui schema gives them; hosts pass one in (src/widgets/registry.ts). */
export type WidgetRegistry = Record<string, RegisteredWidget>;

interface FieldProps {
  store: FormStore;
  field: UiField;
  widget: RegisteredWidget | undefined;
  required: boolean;
  options: WidgetOptions;
  services: WidgetServices;
  texts: FormTexts;
  /** validates the whole model and answers the message for one field */
  validateField(path: string): void;
  /** keeps the field's value at once (a saveOnBlur field left valid) */
  saveField?(path: string): void;
}

/** What a field shows of the store: its value, its error, whether its rule's condition holds. */
type FieldState = readonly [value: unknown, error: string | undefined, ruleHolds: boolean];

/**
 * The field's value, error and rule outcome through one subscription (its own path and the paths its
 * rule reads): one store listener and one React store hook per field instead of three, on a form's first
 * render (41 fields on the largest form) and on each keystroke. The snapshot is kept while its parts are the same.
 */
function useFieldState(store: FormStore, path: string, rule: FieldRule | undefined): FieldState {
  const last = useRef<FieldState>(undefined);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [path, ...(rule ? conditionPaths(rule.condition) : [])].map((at) => store.subscribe(at, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, path, rule],
  );
  return useSyncExternalStore(subscribe, () => {
    const value = store.value(path);
    const error = store.error(path);
    const holds = !rule || conditionHolds(rule.condition, (at) => store.value(at));
    const kept = last.current;
    if (kept && kept[0] === value && kept[1] === error && kept[2] === holds) return kept;
    return (last.current = [value, error, holds]);
  });
}

/** One form field: subscribes to its own value, error and rule only, so siblings stay still. */
export const Field = memo(function Field({ store, field, widget, required, options, services, texts, validateField, saveField }: FieldProps) {
  const { path } = field;
  const [value, error, ruleHolds] = useFieldState(store, path, field.rule);
  const form = useSyncExternalStore(widget?.readsForm ? store.subscribeAll : noSubscription, () => widget?.readsForm?.(store.model(), options));
  // the value last checked on blur and found valid, for the field's validHint
  const [checked, setChecked] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a blur's pending check dies with the field (a closed dialog, a page left)
  useEffect(() => () => clearTimeout(timer.current), []);

  // a change the field asks about first (its confirmChange) waits here for the answer
  const [asking, setAsking] = useState<{ next: unknown }>();
  const { confirmChange } = field;
  const onChange = useCallback(
    (next: unknown) => (confirmChange && store.isDirty(path) ? setAsking({ next }) : store.setValue(path, next)),
    [store, path, confirmChange],
  );
  const confirmed = () => {
    store.setValue(path, asking!.next);
    setAsking(undefined);
    validateField(path);
  };
  const parent = path.slice(0, path.lastIndexOf('/'));
  const setSiblings = useCallback(
    (values: Record<string, unknown>, onlyEmpty = false) => {
      for (const [key, next] of Object.entries(values)) {
        const sibling = `${parent}/${key}`;
        if (onlyEmpty && !isEmpty(store.value(sibling))) continue;
        store.setValue(sibling, next);
        store.setErrors({ [sibling]: undefined });
      }
    },
    [store, parent],
  );
  const sibling = useCallback((key: string) => store.value(`${parent}/${key}`), [store, parent]);
  const onFocus = useCallback(() => {
    clearTimeout(timer.current);
    store.setErrors({ [path]: undefined });
  }, [store, path]);
  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      validateField(path);
      const valid = !store.error(path);
      setChecked(valid ? store.value(path) : undefined);
      if (valid && field.saveOnBlur) saveField?.(path);
    }, blurValidationDelayMs);
  }, [validateField, path, store, field.saveOnBlur, saveField]);

  const id = useMemo(() => fieldId(path), [path]);
  const control = controlProps(field, { value, error, required: required && !widget?.shows, ruleHolds, checkedValue: checked });
  if (!control.visible) return null;
  if (!widget) {
    return <div role="alert" className="rounded border border-red-400 p-2 text-sm text-red-700">Unknown widget '{field.widget}' for {path}</div>;
  }
  const { Input } = widget;
  return (
    <div className={widget.wide ? 'md:col-span-3' : undefined}>
      {fieldTemplate({
        id,
        control,
        placement: widget.label,
        tooltipText: texts.fieldTooltip,
        children: (
          <Input
            id={id}
            label={field.label}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            error={error}
            disabled={!control.enabled}
            required={required}
            placeholder={field.placeholder}
            maxInput={field.maxInput}
            options={options}
            services={services}
            texts={texts}
            setSiblings={setSiblings}
            sibling={sibling}
            form={form}
          />
        ),
      })}
      {confirmChange && (
        <ConfirmDialog open={asking !== undefined} title={confirmChange.title} message={confirmChange.message} texts={texts} onYes={confirmed} onNo={() => setAsking(undefined)} />
      )}
    </div>
  );
});
