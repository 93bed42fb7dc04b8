/** Text fitted to a standard PDF font: only what its encoding has, wrapped or cut to a width. */

const ellipsis = '…';
const replacement = '?';

/** Measures a text's width at the size being drawn. */
export type Measure = (text: string) => number;

/**
 * The text with what the font cannot encode (emoji, CJK, controls) replaced by '?', so drawing
 * never throws; an accented letter the font lacks falls back to its base letters when it has them.
 */
export function encodable(text: string, characters: ReadonlySet<number>): string {
  let out = '';
  for (const character of text.replace(/\s/g, ' ')) {
    if (characters.has(character.codePointAt(0)!)) out += character;
    else {
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => characters.has(c.codePointAt(0)!)) ? base : replacement;
    }
  }
  return out;
}

/** The longest start of `text` (whole characters) that fits `width` with the ellipsis after it. */
function cut(text: string, width: number, measure: Measure): string {
  const characters = [...text];
  while (characters.length && measure(characters.join('') + ellipsis) > width) characters.pop();
  return characters.join('').trimEnd() + ellipsis;
}

/** A word wider than the line, broken into pieces that fit (at least one character each). */
function pieces(word: string, width: number, measure: Measure): string[] {
  const out: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure(piece + character) > width) {
      out.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece ? [...out, piece] : out;
}

/**
 * The text's lines within `width`: broken between words, a word longer than a line broken where it
 * must; beyond `maxLines` the last line kept ends in an ellipsis. Empty text gives no lines.
 */
export function wrapText(text: string, width: number, measure: Measure, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const parts = measure(word) <= width ? [word] : pieces(word, width, measure);
    lines.push(...parts.slice(0, -1));
    line = parts[parts.length - 1];
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), cut(lines[maxLines - 1], width, measure)];
}
