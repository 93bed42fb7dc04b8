import type { Difference, DifferenceType } from './compareApi';

/** A stretch of one side's text: unchanged, or difference `index` (empty where this side has nothing: an anchor). */
export type Segment = { text: string } | { text: string; index: number; type: DifferenceType };

/** One side's text cut into unchanged stretches and its marked differences, in order. */
export function markedText(text: string, differences: Difference[], side: 'left' | 'right'): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  differences.forEach((difference, index) => {
    const [start, end] = difference[side];
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), index, type: difference.type });
    at = end;
  });
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
