import type { ReactNode } from 'react';
import { truncate } from '../engine/core/format';

/**
 * A display's text: the empty text when there is none, cut at `max` with the whole text in the tooltip.
 * Called by the displays, not rendered (it keeps no state): a list's or board's cell is one component fewer.
 */
export function ShownText({ text, max, none }: { text: string; max?: number; none: string }): ReactNode {
  if (text === '') return none;
  return max ? <span title={text}>{truncate(text, max)}</span> : text;
}
