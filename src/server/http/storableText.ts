import type { FieldError } from '../../engine/core/errors.ts';

// NUL, and UTF-16 halves without their other half: PostgreSQL can store neither in text or jsonb.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const unstorableMessage = 'This text contains characters that cannot be stored.';

/** Every string in a body or query that the database could not store, by JSON pointer. */
export function unstorableText(data: unknown, pointer = ''): FieldError[] {
  if (typeof data === 'string') return unstorable.test(data) ? [{ field: pointer, message: unstorableMessage }] : [];
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) => unstorableText(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
}
