import { isEmpty } from './conditions';
import type { FormStore } from './formStore';
import { getAt, parsePointer } from './pointer';

/**
 * A form's field-to-field rules, as its ui schema states them:
 * - `resetWhenEmptied`: emptying `path` puts the `reset` fields back to their starting values
 *   (clearing the primary phone clears the secondary; emptying a street clears its city, state...);
 * - `mirror`: while the `while` flag is Yes, the `keys` under `to` follow those under `from`
 *   (physical address same as mailing); switching it to Yes copies them; a person editing a
 *   mirrored field switches it to No, keeping the copied values;
 * - `setWhenChanged`: a change of `path` sets the `set` fields to the values given, null emptying
 *   one (another kind of organisation puts the tax number's type back to its default; another type empties
 *   the number typed for the old one). A `*` key stands for any row of a list, the same row on
 *   both sides: a fee made not commissionable (fee, *, is_Fee_Commissionable) empties its own
 *   percent (fee, *, percent).
 */
export interface FormRules {
  resetWhenEmptied?: { path: string; reset: string[] }[];
  mirror?: { from: string; to: string; while: string; keys: string[] }[];
  setWhenChanged?: { path: string; set: Record<string, unknown> }[];
}

/** The rules with every pointer moved under `at` (an included form placed inside another). */
export function rulesAt(rules: FormRules, at: string): FormRules {
  return {
    resetWhenEmptied: rules.resetWhenEmptied?.map((r) => ({ path: `${at}${r.path}`, reset: r.reset.map((p) => `${at}${p}`) })),
    mirror: rules.mirror?.map((m) => ({ ...m, from: `${at}${m.from}`, to: `${at}${m.to}`, while: `${at}${m.while}` })),
    setWhenChanged: rules.setWhenChanged?.map((r) => ({
      path: `${at}${r.path}`,
      set: Object.fromEntries(Object.entries(r.set).map(([p, value]) => [`${at}${p}`, value])),
    })),
  };
}

/** The row indexes a pointer with `*`s matches `path` with, or undefined when it does not. */
function rowsMatched(pattern: string, path: string): string[] | undefined {
  if (!pattern.includes('*')) return pattern === path ? [] : undefined;
  const keys = parsePointer(pattern);
  const given = parsePointer(path);
  if (keys.length !== given.length) return undefined;
  const rows: string[] = [];
  for (const [i, key] of keys.entries()) {
    if (key === '*') rows.push(given[i]);
    else if (key !== given[i]) return undefined;
  }
  return rows;
}

/** The pointer with its `*`s replaced by the rows matched, in order. */
const inRows = (pattern: string, rows: string[]) => {
  let i = 0;
  return pattern.replace(/\/\*(?=\/|$)/g, () => `/${rows[i++]}`);
};

function keyUnder(path: string, base: string, keys: string[]): string | undefined {
  if (!path.startsWith(`${base}/`)) return undefined;
  const key = path.slice(base.length + 1);
  return keys.includes(key) ? key : undefined;
}

/** The store with the rules applied on every change; `initial` holds the starting values. */
export function withRules<M>(store: FormStore<M>, rules: FormRules | undefined, initial: unknown): FormStore<M> {
  if (!rules?.resetWhenEmptied?.length && !rules?.mirror?.length && !rules?.setWhenChanged?.length) return store;
  const change = (path: string, value: unknown, byRule: boolean) => {
    const before = store.value(path);
    if (before === value) return;
    for (const m of rules.mirror ?? []) {
      const mirrored = keyUnder(path, m.to, m.keys);
      if (!byRule && mirrored && store.value(m.while) === true) change(m.while, false, true);
    }
    store.setValue(path, value);
    for (const r of rules.resetWhenEmptied ?? []) {
      if (r.path === path && isEmpty(value) && !isEmpty(before)) r.reset.forEach((p) => change(p, getAt(initial, p), true));
    }
    for (const r of rules.setWhenChanged ?? []) {
      const rows = rowsMatched(r.path, path);
      if (rows) Object.entries(r.set).forEach(([p, next]) => change(inRows(p, rows), next ?? undefined, true));
    }
    for (const m of rules.mirror ?? []) {
      if (path === m.while && value === true) m.keys.forEach((k) => change(`${m.to}/${k}`, store.value(`${m.from}/${k}`), true));
      const source = keyUnder(path, m.from, m.keys);
      if (source && store.value(m.while) === true) change(`${m.to}/${source}`, value, true);
    }
  };
  return { ...store, setValue: (path, value) => change(path, value, false) };
}
