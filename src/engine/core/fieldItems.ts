import type { UiSchemaFile, UiSection } from './manifests';

/** The label of a code among a form field's choices (`options.items`); an unknown code as it is. */
export function fieldItemLabel(ui: UiSchemaFile, path: string, code: string): string {
  const field = ui.sections.flatMap((s) => (s as UiSection).fields ?? []).find((f) => f.path === path);
  const items = (field?.options?.items ?? []) as { value: unknown; label: string }[];
  return items.find((item) => item.value === code)?.label ?? code;
}
