import { truncate } from '../engine/core/format';

/** A display's text: the empty text when there is none, cut at `max` with the whole text in the tooltip. */
export function ShownText({ text, max, none }: { text: string; max?: number; none: string }) {
  if (text === '') return <>{none}</>;
  return max ? <span title={text}>{truncate(text, max)}</span> : <>{text}</>;
}
