import { memo, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useStoreRead } from './useStoreRead';
import { conditionHolds, conditionPaths, isEmpty } from '../core/conditions';
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
  /**
   * its input holds what is typed, as it stands (given the value's text when it renders: inputProps' showsText), and
   * keeps it when it renders for a value a keystroke set: a keystroke renders nothing (the input takes its placeholder
   * as it is emptied and drops it as it is filled: inputProps' placeholderWhileEmpty), as react-hook-form's registered inputs
   */
  typed?: boolean;
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
 * The field's error, rule outcome and what its widget reads of the whole form, read through one
 * subscription (its own path and the paths its rule reads, or every change for a widget that reads the
 * form, or those under the paths it names): one store listener per field, on a form's first render (41
 * fields on the largest form) and on each keystroke. The value only for a field whose hint shows it
 * valid: the input reads the value itself (FieldInput), so a keystroke renders the input alone.
 */
function fieldStateReader(store: FormStore, field: UiField, widget: RegisteredWidget | undefined, options: WidgetOptions) {
  const { path, rule, validHint } = field;
  const readsForm = widget?.readsForm;
  const readsUnder = widget?.readsUnder;
  return {
    read: (kept?: FieldState): FieldState => {
      const value = validHint ? store.value(path) : undefined;
      const error = store.error(path);
      const holds = !rule || conditionHolds(rule.condition, (at) => store.value(at));
      const form = readsForm?.(store.model(), options);
      return kept && kept[0] === value && kept[1] === error && kept[2] === holds && kept[3] === form ? kept : [value, error, holds, form];
    },
    subscribe: (listener: () => void) => {
      // its value only when its hint shows it; else its error alone, so a keystroke into it calls the input's listener only
      const own = [validHint ? store.subscribe(path, listener) : store.subscribeError(path, listener), ...(rule ? conditionPaths(rule.condition) : []).map((at) => store.subscribe(at, listener))];
      const stops = !readsForm ? own : readsUnder ? [...own, ...readsUnder.map((at) => store.subscribeUnder(at, listener))] : [store.subscribeAll(listener)];
      return () => stops.forEach((stop) => stop());
    },
  };
}

/** A widget's render function when it is a function component (memoised or not), else undefined (a lazy, forwardRef or class one). */
function renderFunction(Input: RegisteredWidget['Input']): ((props: WidgetProps<unknown>) => ReactNode) | undefined {
  const inner = (Input as { $$typeof?: symbol; type?: unknown }).$$typeof === Symbol.for('react.memo') ? (Input as unknown as { type: unknown }).type : Input;
  return typeof inner === 'function' && !(inner.prototype as { isReactComponent?: object } | undefined)?.isReactComponent ? (inner as (props: WidgetProps<unknown>) => ReactNode) : undefined;
}

type FieldInputProps = Omit<WidgetProps<unknown>, 'value'> & { store: FormStore; path: string; Input: RegisteredWidget['Input']; typed?: boolean };

/**
 * When a field's input renders again, counted (its store read): on each change of its value, except, for a `typed`
 * widget, a value its own keystroke set, which its input shows already.
 */
function inputRenders(store: FormStore, path: string, typed: boolean | undefined, onChange: (next: unknown) => void) {
  let renders = 0;
  /** what the keystroke being handled sets, while it is handled */
  let keystroke: { value: unknown } | undefined;
  let last = store.value(path);
  let renderAgain: (() => void) | undefined;
  return {
    read: () => renders,
    subscribe: (listener: () => void) => {
      renderAgain = () => {
        renders += 1;
        listener();
      };
      // a change between the render and this subscription renders again
      if (store.value(path) !== last) {
        last = store.value(path);
        renders += 1;
      }
      const stop = store.subscribe(path, () => {
        const value = store.value(path);
        // the input shows the value its keystroke set as it is typed (a value the store took otherwise, it is given)
        const shown = keystroke !== undefined && Object.is(value, keystroke.value);
        last = value;
        if (!shown) renderAgain?.();
      });
      return () => {
        stop();
        renderAgain = undefined;
      };
    },
    onChange: !typed
      ? onChange
      : (next: unknown) => {
          keystroke = { value: next };
          try {
            onChange(next);
          } finally {
            keystroke = undefined;
          }
          // a change the field did not take (it asks first: confirmChange): the input is given the value back, as React gives a controlled one
          if (store.value(path) !== next) renderAgain?.();
        },
  };
}

/**
 * The widget's input with the field's value, read here: the one part of a field a keystroke renders
 * again (a `typed` widget's, not even that). A function widget is called, not rendered as a component of its own (its hooks are this
 * component's; its field keys this by the widget's name, so they are always the same widget's): one
 * component fewer per field on a form's first render, one memo comparison fewer per keystroke.
 */
const FieldInput = memo(function FieldInput({ store, path, Input, typed, onChange, ...props }: FieldInputProps) {
  const renders = useMemo(() => inputRenders(store, path, typed, onChange), [store, path, typed, onChange]);
  useStoreRead(renders.read, renders.subscribe);
  // the value as the store holds it now: a render for another reason (an error shown) gives the input what it holds
  const widgetProps = { ...props, onChange: renders.onChange, value: store.value(path) };
  const render = renderFunction(Input);
  return render ? render(widgetProps) : <Input {...widgetProps} />;
});

const nothingLocal = {};

/** One form field: subscribes to its own value, error and rule only, so siblings stay still. */
export const Field = memo(function Field({ store, field, widget, required, options, services, texts, validateField, saveField }: FieldProps) {
  const { path, confirmChange, saveOnBlur } = field;
  // the value last checked on blur and found valid (the field's validHint), and a change the field asks about first (its confirmChange) waiting for the answer
  const [{ checked, asking }, setLocal] = useState<{ checked?: unknown; asking?: { next: unknown } }>(nothingLocal);

  // what the field reads of the store and what the widget is given to act with, made once per field (one hook, not one per handler: they run on every keystroke)
  const { id, reader, ...handlers } = useMemo(() => {
    const parent = path.slice(0, path.lastIndexOf('/'));
    const state = fieldStateReader(store, field, widget, options);
    // a blur's pending check, which dies with the field's subscription (a closed dialog, a page left): no effect of its own
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      id: fieldId(path),
      reader: {
        read: state.read,
        subscribe: (listener: () => void) => {
          const stop = state.subscribe(listener);
          return () => {
            stop();
            clearTimeout(timer);
          };
        },
      },
      onChange: (next: unknown) => {
        // a keystroke that leaves the value as it was (a letter a mask drops) changes nothing and asks nothing
        if (next === store.value(path)) return;
        if (confirmChange && store.isDirty(path)) setLocal((local) => ({ ...local, asking: { next } }));
        else store.setValue(path, next);
      },
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
        clearTimeout(timer);
        store.setErrors({ [path]: undefined });
      },
      onBlur: () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          validateField(path);
          const valid = !store.error(path);
          setLocal((local) => ({ ...local, checked: valid ? store.value(path) : undefined }));
          if (valid && saveOnBlur) saveField?.(path);
        }, blurValidationDelayMs);
      },
    };
  }, [store, field, widget, options, path, confirmChange, validateField, saveOnBlur, saveField]);
  const [hintValue, error, ruleHolds, form] = useStoreRead(reader.read, reader.subscribe);
  const answered = (yes: boolean) => {
    if (yes) store.setValue(path, asking!.next);
    setLocal((local) => ({ ...local, asking: undefined }));
    if (yes) validateField(path);
  };

  const control = controlProps(field, { value: hintValue, error, required: required && !widget?.shows, ruleHolds, checkedValue: checked });
  const placement = widget?.label ?? 'above';
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
    className: widget.wide ? 'md:col-span-3' : undefined,
    children: (
      <FieldInput
        key={field.widget}
        store={store}
        path={path}
        Input={Input}
        typed={widget.typed}
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
      <ConfirmDialog open={asking !== undefined} title={confirmChange.title} message={confirmChange.message} texts={texts} onYes={() => answered(true)} onNo={() => answered(false)} />
    ),
  });
});
