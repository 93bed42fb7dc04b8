import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { caretAfterDigits } from './digitMask';
import { endEdit } from './endEdit';
import { givenText, placeholderWhileEmpty, type ShownText } from './inputProps';

interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** the text it is given when it renders (givenText) */
  value: ShownText;
  /** its field's `showing`: the input shows `value` already */
  showing?: boolean;
  /** the text as the mask lays it out, from what the input holds after a keystroke or a paste */
  mask(typed: string): string;
  /** the masked text, after each change (its field ignores one that leaves the value as it was) */
  onText(text: string): void;
}

/**
 * An input that lays out what is typed through a mask function: the input is given the masked text
 * and its caret at once, in the change event, and holds it (showsText: given `value` when it renders
 * and shows other text), so its field renders nothing for the keystroke. Called by its widget, not rendered as a component of
 * its own (it keeps no state): one component fewer per masked field on a form's first render.
 */
export function maskedInput({ value, showing, placeholder, mask, onText, ...rest }: MaskedInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = input.value;
    const masked = mask(typed);
    if (masked !== typed) {
      const caret = caretAfterDigits(typed, input.selectionStart ?? typed.length, masked);
      input.value = masked;
      // a value written puts the caret at its end: it is moved only when typed inside the text (a second selection update per key saved while typing at the end)
      if (caret !== masked.length) input.setSelectionRange(caret, caret);
    }
    placeholderWhileEmpty(input, placeholder);
    // the value the widget last rendered may be older than what the input holds: the field compares with its value
    onText(masked);
  };
  // a key at the end whose masked text only adds or cuts there is made by the browser as one edit (the separator with the digit): no value written in the change event, which made the browser restyle and lay out the input a second time within the key
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing || input.selectionStart !== end || input.selectionEnd !== end) return;
    const edit = endEdit(input.value, event.key, mask);
    if (!edit) return;
    if ('cutFrom' in edit) input.setSelectionRange(edit.cutFrom, end);
    // execCommand makes the edit as typing does (one input event, the browser's undo); where it cannot, the key's own edit is masked in the change event
    else if (edit.add === '' || document.execCommand?.('insertText', false, edit.add)) event.preventDefault();
  };
  return <input type="text" {...rest} {...givenText(value, showing, placeholder)} onChange={onChange} onKeyDown={onKeyDown} />;
}
