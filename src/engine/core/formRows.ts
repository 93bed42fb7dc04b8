import { fieldAt } from './formIncludes';
import type { UiField, UiRows, UiSection } from './manifests';
import { getAt } from './pointer';
import { fillTemplate } from './template';

type Row = Record<string, unknown>;

/** The rows a list holds as the model stands. */
export const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** A row's fields: the section's, placed at the row. */
export function rowFields(section: UiSection, index: number): UiField[] {
  return section.fields.map((field) => fieldAt(field, `${section.rows!.path}/${index}`));
}

/** Every field on the form as the model stands: a rows section's for each row it holds. */
export function placedFields(sections: UiSection[], read: (path: string) => unknown): UiField[] {
  return sections.flatMap((s) => (s.rows ? rowsOf(read(s.rows.path)).flatMap((_row, i) => rowFields(s, i)) : s.fields));
}

/** The values of the unique field that rows other than `index` hold. */
export function heldByOthers(rows: UiRows, list: Row[], index: number): unknown[] {
  if (!rows.unique) return [];
  return list.filter((_row, i) => i !== index).map((row) => getAt(row, rows.unique!)).filter((v) => v !== undefined && v !== null && v !== '');
}

/** Whether another row may be added: below the schema's most, and (with a unique field) some choice still free. */
export function canAddRow(rows: UiRows, list: Row[], max: number, choices: { value: unknown }[]): boolean {
  if (list.length >= max) return false;
  if (!rows.unique || !choices.length) return true;
  const held = heldByOthers(rows, list, -1);
  return choices.some((c) => !held.includes(c.value));
}

/** A row's title: the rows' template over the row and its place from 1 ('Fee {index}'), else its place ('2'). */
export const rowTitle = (rows: UiRows, row: Row, index: number) => (rows.title ? fillTemplate(rows.title, { ...row, index: index + 1 }).trim() : String(index + 1));
