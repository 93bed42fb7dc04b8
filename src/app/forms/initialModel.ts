import { setAt } from '../../engine/core/pointer';
import { visibleFields, type Mode, type UiSchema } from '../../engine/core/manifests';
import { fetchResolved } from '../api/client';

/** The add form's starting model: the ui schema's initial, plus defaults read from configuration. */
export async function addModeModel(ui: UiSchema, allowed: (scope: string) => boolean, mode: Mode): Promise<Record<string, unknown>> {
  let model = structuredClone(ui.initial);
  const fields = ui.sections.flatMap((s) => visibleFields(s.fields, mode, allowed)).filter((f) => f.default);
  for (const field of fields) {
    const { configuration, key, otherwise } = field.default!;
    const details = await fetchResolved<{ configurationDetails: Record<string, unknown> }>(
      `/v1/configuration/details?configuration_Key=${encodeURIComponent(configuration)}`,
    ).then((r) => r.configurationDetails, () => ({}) as Record<string, unknown>);
    model = setAt(model, field.path, details[key] ?? otherwise);
  }
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
