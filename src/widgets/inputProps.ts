import { messageId } from '../engine/react/FieldTemplate';
import type { WidgetProps } from './types';

const boxClass = (error?: string) => `w-full rounded border text-sm outline-none focus:ring-2 focus:ring-blue-200 ${error ? 'border-red-500' : 'border-slate-300'}`;
export const inputClass = (error?: string) => `h-9 px-3 ${boxClass(error)}`;
/** A text area's box: several lines, the same border and focus ring as an input. */
export const textAreaClass = (error?: string) => `px-3 py-2 ${boxClass(error)}`;

/** The accessibility attributes every input carries; the field template shows the message it names. */
export function inputAria(id: string, error?: string, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageId(id),
    'aria-required': required || undefined,
  } as const;
}

/** The text an input is given when it renders, or, where that depends on the input (its focus, what it holds), the function of it that answers the text. */
export type ShownText = string | ((input: HTMLInputElement | HTMLTextAreaElement) => string);

/**
 * Gives an input its placeholder while it is empty, none while it holds text. A placeholder shows only on an empty
 * input, but one that is given makes the browser restyle and lay out its box again on every change of the value: a
 * style and a layout pass per keystroke that a plain input does not pay. Set on the input as it is emptied or filled,
 * not rendered: a keystroke that empties or fills it renders nothing either.
 */
export function placeholderWhileEmpty(input: HTMLInputElement | HTMLTextAreaElement, placeholder: string | undefined) {
  const wanted = input.value === '' && placeholder ? placeholder : null;
  if (input.getAttribute('placeholder') === wanted) return;
  if (wanted === null) input.removeAttribute('placeholder');
  else input.setAttribute('placeholder', wanted);
}

/**
 * The ref of an input that holds what is typed (not controlled by React): it is given `text` when it renders and
 * shows other text (a value set by a rule, a sibling or a host), and its placeholder while it is empty. Between renders
 * it holds the keystrokes itself, so its field need not render it again for a value it shows already (Field's `typed`
 * widgets): a keystroke renders nothing.
 */
export const showsText = (text: ShownText, placeholder?: string) => (input: HTMLInputElement | HTMLTextAreaElement | null) => {
  if (!input) return;
  const shown = typeof text === 'string' ? text : text(input);
  if (input.value !== shown) input.value = shown;
  placeholderWhileEmpty(input, placeholder);
};

/**
 * How an input that holds what is typed is given `text` and its placeholder: made with them (defaultValue; the
 * placeholder only while the text is empty), and through showsText's ref unless its field says it shows the text
 * already (`showing`: no ref, so a form's first commit walks to none of its inputs). Text that depends on the input
 * (its focus) is given by the ref alone.
 */
export function givenText(text: ShownText, showing: boolean | undefined, placeholder: string | undefined) {
  if (typeof text !== 'string') return { ref: showsText(text, placeholder) };
  return { defaultValue: text, placeholder: text === '' ? placeholder : undefined, ref: showing ? undefined : showsText(text, placeholder) };
}

/** A text input's or text area's wiring: its text ('' for none) and placeholder, limit and events; emptied text is no value. */
export function textProps(props: WidgetProps<string>) {
  const { id, value, error, required, maxInput } = props;
  return {
    ...inputAria(id, error, required),
    ...givenText(value ?? '', props.showing, props.placeholder),
    maxLength: maxInput,
    disabled: props.disabled,
    onChange: ({ target }: { target: HTMLInputElement | HTMLTextAreaElement }) => {
      placeholderWhileEmpty(target, props.placeholder);
      props.onChange(target.value === '' ? undefined : target.value);
    },
    onBlur: props.onBlur,
    onFocus: props.onFocus,
  };
}
