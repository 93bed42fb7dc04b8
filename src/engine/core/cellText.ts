import { conditionHolds } from './conditions';
import { displayDate } from './dates';
import { dueShown } from './dueTime';
import { personDisplayName, joinPresent, type PersonName } from './format';
import type { DisplayField } from './screenManifests';
import { getAt, getPath } from './pointer';
import { fillTemplate } from './template';

type Row = Record<string, unknown>;
const present = (value: unknown) => value !== null && value !== undefined && value !== '';
const items = (value: unknown) => (Array.isArray(value) ? value : []) as Row[];

/** Each display's value as plain text: what the cell shows, whole (no '+N'), amounts with 2 decimals and no currency sign (a spreadsheet sums them). */
const byDisplay: Record<string, (value: unknown, row: Row, field: DisplayField, texts: CellTexts) => string> = {
  date: (value) => displayDate(value as string | null | undefined),
  dueTime: (value) => dueShown(value as string | null | undefined),
  yesNo: (value, _row, _field, texts) => (value === true ? texts.yes : texts.no),
  money: (value) => (present(value) && Number.isFinite(Number(value)) ? Number(value).toFixed(2) : ''),
  personName: (_value, row) => personDisplayName(row as PersonName),
  nameAndInfo: (value, row, field) => joinPresent([value, ...(field.info ?? []).map((key) => row[key])]),
  badges: (value, _row, field) => items(value).map((item) => fillTemplate(field.item ?? '', item).trim()).join(', '),
  icons: (value, _row, field) => items(value).map((item) => fillTemplate(field.item ?? '', item).trim()).join(', '),
  address: (_value, row, field) => {
    const part = (name: string) => row[`${field.key}_${name}`];
    return joinPresent([part('Line_1'), part('Line_2'), part('City'), joinPresent([part('State_Label'), part('Zip_Code')], ' ')], ', ');
  },
  status: (value, row, field) => (present(value) ? (field.labelKey && (row[field.labelKey] as string)) || field.labels?.[String(value)] || String(value) : ''),
};

export interface CellTexts {
  yes: string;
  no: string;
}

/** Columns that show no text (a picture, the row's buttons) are left out of a table's text. */
export const hasText = (field: DisplayField & { actions?: true }) => !field.actions && field.display !== 'avatar';

/**
 * A list cell as plain text (a row of an exported list): what the column's display shows, a code by
 * its label; the column's own empty text when there is no value; nothing for a row its `when` does not hold for.
 */
export function cellText(field: DisplayField, row: Row, texts: CellTexts): string {
  if (field.when && !conditionHolds(field.when, (path) => getAt(row, path))) return '';
  const value = getPath(row, field.key);
  const shown = byDisplay[field.display ?? 'text'];
  const text = shown ? shown(value, row, field, texts) : present(value) ? (field.labels?.[String(value)] ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))) : '';
  return text === '' && field.empty !== undefined ? field.empty : text;
}
