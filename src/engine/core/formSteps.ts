import type { UiSection } from './manifests';

/** Whether an error's pointer is about a field: the field itself, a part of it, or the group holding it (a missing main_Contact). */
const concerns = (error: string, field: string) => error === field || field.startsWith(`${error}/`) || error.startsWith(`${field}/`);

/**
 * A form of steps (a ui schema's `steps`: each section one step): the first step whose fields the
 * model's errors are about, or the number of steps when every step is complete. A step's Next waits
 * for it to be complete, Save for them all.
 */
export function firstIncompleteStep(sections: UiSection[], errors: Record<string, string>): number {
  const failing = Object.keys(errors);
  const index = sections.findIndex((s) => (s.rows ? [s.rows.path] : s.fields.map((f) => f.path)).some((path) => failing.some((e) => concerns(e, path))));
  return index === -1 ? sections.length : index;
}
