import { memo, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { conditionHolds, conditionPaths, isEmpty, type FieldRule } from '../core/conditions';
import { controlProps } from '../core/controlProps';
import type { FormStore } from '../core/formStore';
import type { UiField } from '../core/manifests';
import type { WidgetOptions, WidgetProps, WidgetServices } from '../../widgets/types';
import { ConfirmDialog } from './ConfirmDialog';
import { fieldTemplate, type LabelPlacement } from './FieldTemplate';
import type { FormTexts } from './formTexts';

export const blurValidationDelayMs = 250;

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

/** What a field shows of the store: its value, its error, whether its rule's condition holds, what its widget reads of the form. */
type FieldState = readonly [value: unknown, error: string | undefined, ruleHolds: boolean, form: string | number | undefined];

/**
 * The field's value, error, rule outcome and what its widget reads of the whole form through one
 * subscription (its own path and the paths its rule reads, or every change for a widget that reads the
 * form): one store listener per field, on a form's first render (41 fields on the largest form) and on
 * each keystroke. The snapshot is kept while its parts are the same. A state and an effect that
 * subscribes once, not React's store hook: that one schedules an effect of its own on every render of
 * the field, so each keystroke walked the whole tree's effects (Add Policy: 27 fibers twice per key).
 */
function useFieldState(store: FormStore, path: string, rule: FieldRule | undefined, widget: RegisteredWidget | undefined, options: WidgetOptions): FieldState {
  const readsForm = widget?.readsForm;
  const read = useCallback(
    (kept?: FieldState): FieldState => {
      const value = store.value(path);
      const error = store.error(path);
      const holds = !rule || conditionHolds(rule.condition, (at) => store.value(at));
      const form = readsForm?.(store.model(), options);
      return kept && kept[0] === value && kept[1] === error && kept[2] === holds && kept[3] === form ? kept : [value, error, holds, form];
    },
    [store, path, rule, readsForm, options],
  );
  // the snapshot with the reading it came from: a field given another path (or store) reads afresh at once
  const [state, setState] = useState(() => ({ read, snapshot: read() }));
  const snapshot = state.read === read ? state.snapshot : read(state.snapshot);
  useEffect(() => {
    const listener = () => setState((last) => {
      const next = read(last.read === read ? last.snapshot : undefined);
      return last.read === read && next === last.snapshot ? last : { read, snapshot: next };
    });
    const stops = readsForm ? [store.subscribeAll(listener)] : [path, ...(rule ? conditionPaths(rule.condition) : [])].map((at) => store.subscribe(at, listener));
    // a change between the render and this subscription is not missed
    listener();
    return () => stops.forEach((stop) => stop());
  }, [store, path, rule, readsForm, read]);
  return snapshot;
}

/** One form field: subscribes to its own value, error and rule only, so siblings stay still. */
export const Field = memo(function Field({ store, field, widget, required, options, services, texts, validateField, saveField }: FieldProps) {
  const { path, confirmChange, saveOnBlur } = field;
  const [value, error, ruleHolds, form] = useFieldState(store, path, field.rule, widget, options);
  // the value last checked on blur and found valid, for the field's validHint
  const [checked, setChecked] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a blur's pending check dies with the field (a closed dialog, a page left)
  useEffect(() => () => clearTimeout(timer.current), []);

  // a change the field asks about first (its confirmChange) waits here for the answer
  const [asking, setAsking] = useState<{ next: unknown }>();
  const confirmed = () => {
    store.setValue(path, asking!.next);
    setAsking(undefined);
    validateField(path);
  };
  // what the widget is given to act with, made once per field (one hook, not one per handler: they run on every keystroke)
  const { id, ...handlers } = useMemo(() => {
    const parent = path.slice(0, path.lastIndexOf('/'));
    return {
      id: fieldId(path),
      onChange: (next: unknown) => (confirmChange && store.isDirty(path) ? setAsking({ next }) : store.setValue(path, next)),
      setSiblings: (values: Record<string, unknown>, onlyEmpty = false) => {
        for (const [key, next] of Object.entries(values)) {
          const sibling = `${parent}/${key}`;
          if (onlyEmpty && !isEmpty(store.value(sibling))) continue;
          store.setValue(sibling, next);
          store.setErrors({ [sibling]: undefined });
        }
      },
      sibling: (key: string) => store.value(`${parent}/${key}`),
      onFocus: () => {
        clearTimeout(timer.current);
        store.setErrors({ [path]: undefined });
      },
      onBlur: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          validateField(path);
          const valid = !store.error(path);
          setChecked(valid ? store.value(path) : undefined);
          if (valid && saveOnBlur) saveField?.(path);
        }, blurValidationDelayMs);
      },
    };
  }, [store, path, confirmChange, validateField, saveOnBlur, saveField]);

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
            onChange={handlers.onChange}
            onBlur={handlers.onBlur}
            onFocus={handlers.onFocus}
            error={error}
            disabled={!control.enabled}
            required={required}
            placeholder={field.placeholder}
            maxInput={field.maxInput}
            options={options}
            services={services}
            texts={texts}
            setSiblings={handlers.setSiblings}
            sibling={handlers.sibling}
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
