/** JSON Pointer (RFC 6901) reads and immutable writes on plain data. */
export type Json = unknown;

const parsed = new Map<string, readonly string[]>();

/** The pointer's keys; a form reads the same few pointers on every keystroke, so each is parsed once. */
export function parsePointer(pointer: string): readonly string[] {
  let keys = parsed.get(pointer);
  if (!keys) {
    const parts = pointer === '' ? [] : pointer.slice(1).split('/');
    keys = pointer.includes('~') ? parts.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')) : parts;
    parsed.set(pointer, keys);
  }
  return keys;
}

export function getAt(data: Json, pointer: string): unknown {
  let node: unknown = data;
  // the parsed pointer looked up here: a form's every read of a value comes this way
  for (const key of parsed.get(pointer) ?? parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function setPath(node: unknown, keys: readonly string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys;
  const isIndex = /^\d+$/.test(key);
  const base: Record<string, unknown> | unknown[] =
    node !== null && typeof node === 'object' ? node as Record<string, unknown> : isIndex ? [] : {};
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...base };
  const next = setPath((copy as Record<string, unknown>)[key], rest, value);
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string, unknown>)[key] = next;
  return copy;
}

/** Returns a copy of data with the value at pointer replaced; undefined removes an object key. */
export function setAt<T>(data: T, pointer: string, value: unknown): T {
  return setPath(data, parsePointer(pointer), value) as T;
}

/** A dotted path's value: 'order.0' (a record in its answer), 'price.amount' (a field of a record). */
export function getPath(data: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);
}
