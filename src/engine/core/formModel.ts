import { getAt, setAt } from './pointer';

interface SchemaNode {
  properties?: Record<string, object>;
  required?: string[];
  allOf?: object[];
}

/** Pointers of fields the schema always requires (conditional rules are not markers), its allOf parts' too (a body that takes a model's fields whole). */
export function requiredPaths(schema: object, base = ''): Set<string> {
  const out = new Set<string>();
  const node = schema as SchemaNode;
  for (const key of node.required ?? []) out.add(`${base}/${key}`);
  for (const [key, child] of Object.entries(node.properties ?? {})) requiredPaths(child, `${base}/${key}`).forEach((p) => out.add(p));
  for (const part of node.allOf ?? []) requiredPaths(part, base).forEach((p) => out.add(p));
  return out;
}

/**
 * Drops list items that lack their value property (a DOB row with no date, an address with no
 * line1), as the ui schema's `dropItemsWithout` says: { "/dates": "value" }.
 */
export function dropItemsWithout<M>(model: M, rules: Record<string, string> = {}): M {
  let out = model;
  for (const [listPath, key] of Object.entries(rules)) {
    const list = getAt(out, listPath);
    if (!Array.isArray(list)) continue;
    const kept = list.filter((item) => item && (item as Record<string, unknown>)[key] !== undefined);
    out = setAt(out, listPath, kept.length ? kept : undefined);
  }
  return out;
}

/** Drops groups that hold nothing but undefined. */
export function withoutEmptyGroups<M extends object>(model: M): M {
  return Object.fromEntries(
    Object.entries(model).filter(([, v]) => v !== undefined && !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0)),
  ) as M;
}

/** The top-level groups whose content differs from the initial model (the edit's to_Update). */
export function changedGroups(initial: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(initial[key]) !== JSON.stringify(current[key])) out[key] = current[key] ?? emptyOf(initial[key]);
  }
  return out;
}

const emptyOf = (value: unknown) => (Array.isArray(value) ? [] : {});
