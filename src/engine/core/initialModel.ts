import { visibleSections, type UiSchema } from './manifests';
import { setAt } from './pointer';

/** A configuration's details by key (a failed read answers none). */
export type ReadConfiguration = (key: string) => Promise<Record<string, unknown>>;

/**
 * A new record's starting model: the ui schema's initial values, and for each field shown in the
 * mode with a `default`, the value its configuration holds (or the field's `otherwise`).
 */
export async function newRecordModel(
  ui: UiSchema,
  mode: string,
  allowed: (scope: string) => boolean,
  readConfiguration: ReadConfiguration,
): Promise<Record<string, unknown>> {
  let model = structuredClone(ui.initial);
  const fields = visibleSections(ui.sections, mode, allowed).flatMap((s) => s.fields).filter((f) => f.default);
  const defaults = await Promise.all(fields.map(async (field) => {
    const { configuration, key, otherwise } = field.default!;
    const details = await readConfiguration(configuration);
    return [field.path, details[key] ?? otherwise] as const;
  }));
  for (const [path, value] of defaults) model = setAt(model, path, value);
  return model;
}

/** A stored record's model for editing: the stored groups, and the ui schema's initial ones it lacks. */
export function storedRecordModel(ui: UiSchema, stored: Record<string, unknown>): Record<string, unknown> {
  const model: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(ui.initial)) {
    if (model[key] === undefined) model[key] = structuredClone(value);
  }
  return model;
}

/** A model filled from a stored record's flat read, as the ui schema's `readBack` maps it; keys without a value leave the model's own. */
export function readBackModel(ui: Pick<UiSchema, 'readBack'>, model: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  let out = model;
  for (const [path, key] of Object.entries(ui.readBack ?? {})) {
    if (stored[key] !== null && stored[key] !== undefined) out = setAt(out, path, stored[key]);
  }
  return out;
}

/** The model with the values its mode sets (null removes one), whatever it was loaded from. */
export function modelInMode(ui: Pick<UiSchema, 'modes'>, mode: string, model: Record<string, unknown>): Record<string, unknown> {
  let out = model;
  for (const [path, value] of Object.entries(ui.modes[mode]?.values ?? {})) out = setAt(out, path, value ?? undefined);
  return out;
}

/** A new record's model with the values its address gives: each of the ui schema's `fromQuery` pointers from the query parameter named as its last key. */
export function queryModel(ui: Pick<UiSchema, 'fromQuery'>, model: Record<string, unknown>, query: URLSearchParams): Record<string, unknown> {
  let out = model;
  for (const path of ui.fromQuery ?? []) {
    const value = query.get(path.slice(path.lastIndexOf('/') + 1));
    if (value) out = setAt(out, path, value);
  }
  return out;
}
