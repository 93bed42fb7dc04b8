import type { FieldError } from '../../engine/core/errors.ts';
import { serverTexts } from '../texts.ts';

// NUL, and UTF-16 halves without their other half: PostgreSQL can store neither in text or jsonb.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const unstorableMessage = serverTexts.unstorableText;
/** No model of the spec nests deeper than this; a deeper body is refused before anything walks it. */
export const maxDepth = 32;
export const tooDeepMessage = serverTexts.nestedTooDeeply;

export class TooDeep extends Error {}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every string in a body or query that the database could not store, by JSON pointer. Walks with
 * a stack of its own (no recursion), and throws TooDeep past `maxDepth` levels.
 */
export function unstorableText(data: unknown): FieldError[] {
  const found: FieldError[] = [];
  const stack: [unknown, string, number][] = [[data, '', 0]];
  while (stack.length) {
    const [value, pointer, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable.test(value)) found.push({ field: pointer, message: unstorableMessage });
    } else if (value && typeof value === 'object') {
      if (depth >= maxDepth) throw new TooDeep(tooDeepMessage);
      for (const [key, child] of Object.entries(value)) stack.push([child, `${pointer}/${escape(key)}`, depth + 1]);
    }
  }
  return found.reverse();
}
