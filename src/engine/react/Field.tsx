import { memo, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useStoreRead } from './useStoreRead';
import { conditionHolds, conditionPaths, isEmpty } from '../core/conditions';
import { controlProps } from '../core/controlProps';
import type { FormStore } from '../core/formStore';
import type { UiField } from '../core/manifests';
import type { WidgetOptions, WidgetProps, WidgetServices } from '../../widgets/types';
import { ConfirmDialog } from './ConfirmDialog';
import { fieldHeading, fieldTemplate, type LabelPlacement } from './FieldTemplate';
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
  /** the paths readsForm reads under: the widget hears of changes there only (else of every change) */
  readsUnder?: string[];
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

/** What a field shows around its input: its value when its hint depends on it (a validHint), its error, whether its rule's condition holds, what its widget reads of the form. */
type FieldState = readonly [hintValue: unknown, error: string | undefined, ruleHolds: boolean, form: string | number | undefined];

/**
 * The field's error, rule outcome and what its widget reads of the whole form through one
 * subscription (its own path and the paths its rule reads, or every change for a widget that reads the
 * form, or those under the paths it names): one store listener per field, on a form's first render (41
 * fields on the largest form) and on each keystroke. The value only for a field whose hint shows it
 * valid: the input reads the value itself (FieldInput), so a keystroke renders the input alone.
 */
function useFieldState(store: FormStore, field: UiField, widget: RegisteredWidget | undefined, options: WidgetOptions): FieldState {
  const { path, rule, validHint } = field;
  const readsForm = widget?.readsForm;
  const readsUnder = widget?.readsUnder;
  const read = useCallback(
    (kept?: FieldState): FieldState => {
      const value = validHint ? store.value(path) : undefined;
      const error = store.error(path);
      const holds = !rule || conditionHolds(rule.condition, (at) => store.value(at));
      const form = readsForm?.(store.model(), options);
      return kept && kept[0] === value && kept[1] === error && kept[2] === holds && kept[3] === form ? kept : [value, error, holds, form];
    },
    [store, path, rule, validHint, readsForm, options],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      const own = [path, ...(rule ? conditionPaths(rule.condition) : [])].map((at) => store.subscribe(at, listener));
      const stops = !readsForm ? own : readsUnder ? [...own, ...readsUnder.map((at) => store.subscribeUnder(at, listener))] : [store.subscribeAll(listener)];
      return () => stops.forEach((stop) => stop());
    },
    [store, path, rule, readsForm, readsUnder],
  );
  return useStoreRead(read, subscribe);
}

type FieldInputProps = Omit<WidgetProps<unknown>, 'value'> & { store: FormStore; path: string; Input: RegisteredWidget['Input'] };

/** The widget's input with the field's value, read here: the one part of a field a keystroke renders again. */
const FieldInput = memo(function FieldInput({ store, path, Input, ...props }: FieldInputProps) {
  const read = useCallback(() => store.value(path), [store, path]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return <Input {...props} value={useStoreRead(read, subscribe)} />;
});

/** One form field: subscribes to its own value, error and rule only, so siblings stay still. */
export const Field = memo(function Field({ store, field, widget, required, options, services, texts, validateField, saveField }: FieldProps) {
  const { path, confirmChange, saveOnBlur } = field;
  const [hintValue, error, ruleHolds, form] = useFieldState(store, field, widget, options);
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

  const control = controlProps(field, { value: hintValue, error, required: required && !widget?.shows, ruleHolds, checkedValue: checked });
  // the label, required mark and tooltip: the same elements while they stay the same, so a keystroke does not remake them
  const placement = widget?.label ?? 'above';
  const heading = useMemo(
    () => fieldHeading({ id, label: control.label, required: control.required, tooltip: control.tooltip, placement, tooltipText: texts.fieldTooltip }),
    [id, control.label, control.required, control.tooltip, placement, texts.fieldTooltip],
  );
  if (!control.visible) return null;
  if (!widget) {
    return <div role="alert" className="rounded border border-red-400 p-2 text-sm text-red-700">Unknown widget '{field.widget}' for {path}</div>;
  }
  const { Input } = widget;
  return fieldTemplate({
    id,
    control,
    placement,
    tooltipText: texts.fieldTooltip,
    heading,
    className: widget.wide ? 'md:col-span-3' : undefined,
    children: (
      <FieldInput
        store={store}
        path={path}
        Input={Input}
        id={id}
        label={field.label}
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
    after: confirmChange && (
      <ConfirmDialog open={asking !== undefined} title={confirmChange.title} message={confirmChange.message} texts={texts} onYes={confirmed} onNo={() => setAsking(undefined)} />
    ),
  });
});
