import type { UiSchema } from './manifests';
import { setAt } from './pointer';
import { fillTemplate } from './template';

const placeholders = /\{(\/[^{}]+)\}/g;

/** The pointers a mode's title names ('Add {/contact/type} Contact'), so a host can listen to them. */
export function titlePaths(title: string): string[] {
  return [...title.matchAll(placeholders)].map((m) => m[1]);
}

/**
 * A mode's title with its '{/pointer}' placeholders filled from the model, each value shown as the
 * label its field's choices give it ('business' -> 'Business').
 */
export function modeTitle(ui: Pick<UiSchema, 'modes' | 'sections'>, mode: string, read: (path: string) => unknown): string {
  const title = ui.modes[mode]?.title ?? '';
  const paths = titlePaths(title);
  if (!paths.length) return title;
  const fields = ui.sections.flatMap((s) => s.fields).filter((f) => (!f.modes || f.modes.includes(mode)) && paths.includes(f.path));
  const labelOf = (path: string) => {
    const value = read(path);
    const items = fields.find((f) => f.path === path)?.options?.items as { value: unknown; label: string }[] | undefined;
    return items?.find((item) => item.value === value)?.label ?? value;
  };
  // a value not chosen leaves no double space behind
  return fillTemplate(title, paths.reduce<object>((values, path) => setAt(values, path, labelOf(path)), {})).replace(/\s+/g, ' ');
}
