import { conditionAt } from './conditions';
import { rulesAt, type FormRules } from './formRules';
import { getAt, setAt } from './pointer';
import type { UiField, UiInclude, UiSchema, UiSchemaFile, UiSection } from './manifests';

const isInclude = (part: UiSection | UiInclude): part is UiInclude => 'include' in part;

/** This form's modes that show a part shown in the included form's `modes` (every mapped one when absent). */
function hostModes(include: UiInclude, modes: string[] | undefined): string[] {
  return Object.keys(include.modes).filter((mode) => !modes || modes.includes(include.modes[mode]));
}

/** The field with its pointers (value and rule) moved under `at`. */
export function fieldAt(field: UiField, at: string): UiField {
  if (!at) return field;
  return { ...field, path: `${at}${field.path}`, rule: field.rule && { ...field.rule, condition: conditionAt(field.rule.condition, at) } };
}

function includedSections(include: UiInclude, included: UiSchema, at: string): UiSection[] {
  return included.sections.flatMap((section) => {
    const modes = hostModes(include, section.modes);
    if (!modes.length) return [];
    const fields = section.fields.flatMap((field) => {
      if (include.omit?.includes(field.path)) return [];
      if (!field.modes) return [fieldAt(field, at)];
      const shown = hostModes(include, field.modes).filter((m) => modes.includes(m));
      return shown.length ? [{ ...fieldAt(field, at), modes: shown }] : [];
    });
    return [{ ...section, modes, fields }];
  });
}

const joinRules = (a: FormRules | undefined, b: FormRules): FormRules => ({
  resetWhenEmptied: [...(a?.resetWhenEmptied ?? []), ...(b.resetWhenEmptied ?? [])],
  mirror: [...(a?.mirror ?? []), ...(b.mirror ?? [])],
  setWhenChanged: [...(a?.setWhenChanged ?? []), ...(b.setWhenChanged ?? [])],
});

/**
 * The ui schema with every include replaced by the included form's sections (placed under its
 * `at` pointer, in the modes it maps), and that form's starting values, rules and dropped rows
 * merged in. `named` answers a ui schema by name (schemas/<module>/<name>.ui.json).
 */
export function resolveIncludes(ui: UiSchemaFile, named: (name: string) => UiSchemaFile | undefined): UiSchema {
  let initial = structuredClone(ui.initial ?? {});
  let rules = ui.rules;
  let dropItemsWithout = ui.dropItemsWithout;
  const sections: UiSection[] = [];
  for (const part of ui.sections) {
    if (!isInclude(part)) {
      sections.push(part);
      continue;
    }
    const file = named(part.include);
    if (!file) throw new Error(`ui schema '${ui.form}' includes '${part.include}', which does not exist`);
    const included = resolveIncludes(file, named);
    const at = part.at ?? '';
    sections.push(...includedSections(part, included, at));
    const here = (at ? getAt(initial, at) : initial) as Record<string, unknown> | undefined;
    // this form's own starting values win over the included form's
    const merged: Record<string, unknown> = { ...here };
    for (const [key, value] of Object.entries(included.initial)) if (!(key in merged)) merged[key] = structuredClone(value);
    initial = at ? setAt(initial, at, merged) : merged;
    if (included.rules) rules = joinRules(rules, rulesAt(included.rules, at));
    if (included.dropItemsWithout) {
      dropItemsWithout = { ...dropItemsWithout, ...Object.fromEntries(Object.entries(included.dropItemsWithout).map(([p, key]) => [`${at}${p}`, key])) };
    }
  }
  return { ...ui, initial, rules, dropItemsWithout, sections };
}
