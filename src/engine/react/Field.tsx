import { memo, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useStoreRead } from './useStoreRead';
import { conditionHolds, conditionPaths, isEmpty, ruleOutcome } from '../core/conditions';
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
   * its input holds what is typed, as it stands (made with the value's text, and given it when it renders unless it shows
   * it already, its `showing` prop: inputProps' givenText), and keeps it when it renders for a value a keystroke set: a
   * keystroke renders nothing (the input takes its placeholder as it is emptied and drops it as it is filled:
   * inputProps' placeholderWhileEmpty), as react-hook-form's registered inputs
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

/**
 * What a field shows: how often its input was given a value it did not show (each renders the input again), its value
 * when its hint depends on it (a validHint), its error, whether its rule's condition holds, what its widget reads of the form.
 */
type FieldState = readonly [inputRenders: number, hintValue: unknown, error: string | undefined, ruleHolds: boolean, form: string | number | undefined];

/**
 * The field's state, read through one subscription (its own path, which hears its value and its error, and the paths
 * its rule reads, or every change for a widget that reads the form, or those under the paths it names): one store
 * listener per field, on a form's first render (41 fields on the largest form) and on each keystroke. A `typed`
 * widget's input shows the value its own keystroke set as it is typed: such a keystroke renders nothing, unless the
 * field's hint shows the value (the input takes its placeholder itself); a value the store took otherwise
 * (a rule, a sibling, a host, a change the field asked about first) is given to the input.
 */
function fieldStateReader(store: FormStore, field: UiField, widget: RegisteredWidget | undefined, options: WidgetOptions, { onChange, dropPending }: { onChange(next: unknown): void; dropPending(): void }) {
  const { path, rule, validHint } = field;
  const readsForm = widget?.readsForm;
  const readsUnder = widget?.readsUnder;
  let inputRenders = 0;
  /** the value last heard, and what the keystroke being handled sets, while it is handled */
  let last = store.value(path);
  let keystroke: { value: unknown } | undefined;
  let heard: (() => void) | undefined;
  /** whether its rule lets the field show */
  const shown = () => !rule || ruleOutcome(rule, conditionHolds(rule.condition, (at) => store.value(at))).visible;
  /** what a change in the store is to the field: no change of its value (its error changed), a value its input shows already, or one to give it */
  const hear = (): 'same' | 'shown' | 'given' => {
    const value = store.value(path);
    if (Object.is(value, last)) return 'same';
    const shown = keystroke !== undefined && Object.is(value, keystroke.value);
    last = value;
    if (shown) return 'shown';
    inputRenders += 1;
    return 'given';
  };
  return {
    read: (kept?: FieldState): FieldState => {
      const value = validHint ? store.value(path) : undefined;
      const error = store.error(path);
      const holds = !rule || conditionHolds(rule.condition, (at) => store.value(at));
      const form = readsForm?.(store.model(), options);
      return kept && kept[0] === inputRenders && kept[1] === value && kept[2] === error && kept[3] === holds && kept[4] === form ? kept : [inputRenders, value, error, holds, form];
    },
    subscribe: (listener: () => void) => {
      heard = listener;
      // a change between the render and this subscription is heard by useStoreRead's read
      hear();
      // a keystroke its input shows already, with no hint to follow it, calls no one; nor a value given to no input (its
      // rule hides it: another field of the same value is typed in), which its input is given when it shows again
      const own = () => {
        const heard = hear();
        if ((heard !== 'shown' || validHint) && (heard !== 'given' || shown())) listener();
      };
      // its rule's values changed: a field its rule now hides stays mounted, but what it waited for (a blur's check) is dropped
      const ruled = () => {
        if (!shown()) dropPending();
        listener();
      };
      const stops = [store.subscribe(path, own), ...(rule ? conditionPaths(rule.condition) : []).map((at) => store.subscribe(at, ruled))];
      if (readsForm) stops.push(...(readsUnder ? readsUnder.map((at) => store.subscribeUnder(at, listener)) : [store.subscribeAll(listener)]));
      return () => {
        stops.forEach((stop) => stop());
        heard = undefined;
        dropPending();
      };
    },
    onChange: !widget?.typed
      ? onChange
      : (next: unknown) => {
          keystroke = { value: next };
          try {
            onChange(next);
          } finally {
            keystroke = undefined;
          }
          // a change the field did not take (it asks first: confirmChange): the input is given the value back, as React gives a controlled one
          if (store.value(path) !== next) {
            inputRenders += 1;
            heard?.();
          }
        },
  };
}

/** A widget's render function when it is a function component (memoised or not), else undefined (a lazy, forwardRef or class one). */
function renderFunction(Input: RegisteredWidget['Input']): ((props: WidgetProps<unknown>) => ReactNode) | undefined {
  const inner = (Input as { $$typeof?: symbol; type?: unknown }).$$typeof === Symbol.for('react.memo') ? (Input as unknown as { type: unknown }).type : Input;
  return typeof inner === 'function' && !(inner.prototype as { isReactComponent?: object } | undefined)?.isReactComponent ? (inner as (props: WidgetProps<unknown>) => ReactNode) : undefined;
}

type FieldInputProps = Omit<WidgetProps<unknown>, 'value'> & { store: FormStore; path: string; Input: RegisteredWidget['Input']; renders: number };

/**
 * The widget's input with the field's value, rendered when its field gives it something new (`renders`: a value it
 * does not show yet; an error; a rule's outcome), not for its hint: no hook of its own, its field hears the store. A function widget is called, not rendered
 * as a component of its own (its hooks are this component's; its field keys this by the widget's name, so they are
 * always the same widget's): one component fewer per field on a form's first render.
 */
const FieldInput = memo(function FieldInput({ store, path, Input, renders: _renders, ...props }: FieldInputProps) {
  // the value as the store holds it now: a render for another reason (an error shown) gives the input what it holds
  const widgetProps = { ...props, value: store.value(path) };
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
    // a blur's pending check, which dies with the field's subscription (a closed dialog, a page left) or its rule hiding it: no effect of its own
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reader = fieldStateReader(store, field, widget, options, {
      onChange: (next: unknown) => {
        // a keystroke that leaves the value as it was (a letter a mask drops) changes nothing and asks nothing
        if (next === store.value(path)) return;
        if (confirmChange && store.isDirty(path)) setLocal((local) => ({ ...local, asking: { next } }));
        else store.setValue(path, next);
      },
      // a blur's check is for the field as it was: dropped when its subscription stops, and when its rule hides it (shown
      // again, the check would show an error that no one asked for)
      dropPending: () => clearTimeout(timer),
    });
    return {
      id: fieldId(path),
      reader,
      onChange: reader.onChange,
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
  const [inputRenders, hintValue, error, ruleHolds, form] = useStoreRead(reader.read, reader.subscribe);
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
        renders={inputRenders}
        showing={inputRenders === 0}
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
