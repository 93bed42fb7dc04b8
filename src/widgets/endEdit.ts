/** A key's edit of a masked text at its end: text added after it, or the text cut from an index on. */
export type EndEdit = { add: string } | { cutFrom: number };

/**
 * What a key pressed with the caret at the end of `text` makes of it through `mask`, when that is one edit at the
 * end which the key's own edit is not: '12' and '3' add '/3' to a date, Backspace on '12/3' cuts '/3', a key the
 * mask refuses adds ''. Undefined when the key's own edit is what the mask shows, or the masked text is no such edit
 * (separators moved: '1,234').
 */
export function endEdit(text: string, key: string, mask: (typed: string) => string): EndEdit | undefined {
  if (key === 'Backspace') {
    if (text === '') return undefined;
    const typed = text.slice(0, -1);
    const masked = mask(typed);
    return masked !== typed && text.startsWith(masked) ? { cutFrom: masked.length } : undefined;
  }
  if (key.length !== 1) return undefined;
  const typed = text + key;
  const masked = mask(typed);
  return masked !== typed && masked.startsWith(text) ? { add: masked.slice(text.length) } : undefined;
}
