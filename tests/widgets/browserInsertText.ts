import { afterEach, beforeEach } from 'vitest';

/**
 * Gives the tests of this file the browser's `document.execCommand('insertText')`, which jsdom has not: the text put
 * in at the selection, the caret after it, one input event. Answers the texts inserted, in order.
 */
export function withBrowserInsertText(): string[] {
  const inserted: string[] = [];
  beforeEach(() => {
    inserted.length = 0;
    document.execCommand = (command: string, _ui?: boolean, text = '') => {
      const input = document.activeElement as HTMLInputElement;
      if (command !== 'insertText') return false;
      inserted.push(text);
      input.setRangeText(text, input.selectionStart ?? 0, input.selectionEnd ?? 0, 'end');
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
      return true;
    };
  });
  afterEach(() => void Reflect.deleteProperty(document, 'execCommand'));
  return inserted;
}

/** What the input holds at each of its input events, before its change handler: the edits as made, not as masked after. */
export function editsOf(input: HTMLInputElement): string[] {
  const values: string[] = [];
  input.addEventListener('input', () => values.push(input.value));
  return values;
}
