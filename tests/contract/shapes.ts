import { isRequiredAt } from '../../src/engine/core/schemaNodes';

type Json = unknown;
const isPlain = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** What a form sends for a field left empty: '' for text, [] for a list, null otherwise. */
const emptyOf = (value: Json) => (typeof value === 'string' ? '' : Array.isArray(value) ? [] : null);

/**
 * The model with every optional value its schema does not require emptied as a form leaves it
 * (`''`, `null`, `[]`); groups are walked into, so a required field inside stays as it was; `keep`
 * names pointers required by a rule the schema states conditionally (a flat entity's name).
 */
export function withOptionalsEmpty(schema: object, model: Json, keep: string[] = [], at = ''): Json {
  if (!isPlain(model)) return model;
  return Object.fromEntries(Object.entries(model).map(([key, value]) => {
    const pointer = `${at}/${key}`;
    if (keep.includes(pointer) || isRequiredAt(schema, pointer)) return [key, withOptionalsEmpty(schema, value, keep, pointer)];
    return [key, isPlain(value) ? withOptionalsEmpty(schema, value, keep, pointer) : emptyOf(value)];
  }));
}

/** The model with the optional values withOptionalsEmpty empties left out, as a client that sends only what it has. */
export function withoutOptionals(schema: object, model: Json, keep: string[] = [], at = ''): Json {
  if (!isPlain(model)) return model;
  return Object.fromEntries(Object.entries(model).flatMap(([key, value]) => {
    const pointer = `${at}/${key}`;
    if (keep.includes(pointer) || isRequiredAt(schema, pointer)) return [[key, withoutOptionals(schema, value, keep, pointer)]];
    return isPlain(value) ? [[key, withoutOptionals(schema, value, keep, pointer)]] : [];
  }));
}

/**
 * A stored record's read without what differs between two records of the same content (ids,
 * versions, times, the unique names a test gives them); an empty text reads as null (a schema that
 * admits '' keeps it, DECISIONS 201).
 */
export function content(read: Json): Json {
  if (Array.isArray(read)) return read.map(content);
  if (read === '') return null;
  if (!isPlain(read)) return read;
  return Object.fromEntries(Object.entries(read)
    .filter(([key]) => !/(reference_Id|_Id|^id|^from_Id|version|_At|_Date_Time|^created|^updated|^name|^market_Name|^last_Name)$/i.test(key))
    .map(([key, value]) => [key, content(value)]));
}
