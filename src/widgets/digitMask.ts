/**
 * A digit mask such as '000-00-0000' or '00000[-0000]': each `0` takes one digit, any other
 * character is written between digits as they come (never ahead of them), brackets only mark a
 * part that may be left off. What is typed is reduced to its digits and laid out again, so letters
 * and digits past the last `0` are dropped. A function of the text: no state kept while typing.
 */
export function applyDigitMask(mask: string, text: string): string {
  const digits = text.replace(/\D/g, '');
  const pattern = mask.replace(/[[\]]/g, '');
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next === digits.length) break;
    if (slot === '0') out += digits[next++];
    else out += slot;
  }
  return out;
}

/** Where the caret goes in `masked`: at its end when it was at the end of `typed`, else after as many digits as it stood after there. */
export function caretAfterDigits(typed: string, caret: number, masked: string): number {
  if (caret >= typed.length) return masked.length;
  const before = typed.slice(0, caret).replace(/\D/g, '').length;
  if (before === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]) && ++seen === before) return i + 1;
  }
  return masked.length;
}
