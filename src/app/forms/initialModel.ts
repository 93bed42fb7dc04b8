import { setAt } from '../../engine/core/pointer';
import { visibleSections, type Mode, type UiSchema } from '../../engine/core/manifests';
import { fetchResolved } from '../api/client';

const configurations = new Map<string, Promise<Record<string, unknown>>>();

/** A configuration's details, read once per key for the session; a failed read gives none. */
function configurationOf(key: string): Promise<Record<string, unknown>> {
  if (!configurations.has(key)) {
    configurations.set(key, fetchResolved<{ configurationDetails: Record<string, unknown> }>(
      `/v1/configuration/details?configuration_Key=${encodeURIComponent(key)}`,
    ).then((r) => r.configurationDetails, () => {
      configurations.delete(key);
      return {};
    }));
  }
  return configurations.get(key)!;
}

/** The add form's starting model: the ui schema's initial, plus defaults read from configuration. */
export async function addModeModel(ui: UiSchema, allowed: (scope: string) => boolean, mode: Mode): Promise<Record<string, unknown>> {
  let model = structuredClone(ui.initial);
  const fields = visibleSections(ui.sections, mode, allowed).flatMap((s) => s.fields).filter((f) => f.default);
  const defaults = await Promise.all(fields.map(async (field) => {
    const { configuration, key, otherwise } = field.default!;
    const details = await configurationOf(configuration);
    return [field.path, details[key] ?? otherwise] as const;
  }));
  for (const [path, value] of defaults) model = setAt(model, path, value);
  return model;
}

/** The edit form's starting model: the stored record with the ui schema's empty rows filled in. */
export function editModeModel(ui: UiSchema, stored: Record<string, unknown>): Record<string, unknown> {
  const model: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(ui.initial)) {
    if (model[key] === undefined) model[key] = structuredClone(value);
  }
  return model;
}
