import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

/** A value as text, or the label of its code. */
export function TextDisplay({ value, field, texts }: DisplayProps) {
  const text = String(value ?? '');
  return ShownText({ text: field.labels?.[text] ?? text, max: field.truncate, none: texts.none });
}
