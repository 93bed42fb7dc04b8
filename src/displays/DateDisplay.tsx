import { displayDate } from '../engine/core/dates';
import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

/** A yyyy-MM-dd date as MM/dd/yyyy. */
export function DateDisplay({ value, texts }: DisplayProps) {
  return ShownText({ text: displayDate(value as string | null | undefined), none: texts.none });
}
