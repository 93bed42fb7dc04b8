import Papa from 'papaparse';
import replies from '../../../../schemas/import/import.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { setAt } from '../../../engine/core/pointer.ts';
import type { ImportColumn, ImportDeclaration } from './declarations.ts';
import { maxImportRows } from './declarations.ts';

/** A row of the file: its line (the header is line 1), its cells by column, and the body they make (before look-ups). */
export interface FileRow {
  line: number;
  cells: Map<ImportColumn, string>;
  body: Record<string, unknown>;
}

/** MM/dd/yyyy (or yyyy-MM-dd) as yyyy-MM-dd; other text as it is, for the schema to say why it is not a date. */
function dayOf(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : text;
}

/** '$1,250.50' as 1250.5; other text as it is, for the schema to say why it is not a number. */
function numberOf(text: string): number | string {
  const plain = text.replace(/[$,\s]/g, '');
  return plain !== '' && Number.isFinite(Number(plain)) ? Number(plain) : text;
}

/** A cell's value as its column reads it. */
export function valueOf(column: ImportColumn, text: string): unknown {
  if (column.type === 'date') return dayOf(text);
  if (column.type === 'number') return numberOf(text);
  return column.values?.[text.toLowerCase()] ?? text;
}

/** A file that cannot be imported at all (no rows, a column that is no column): its sentence. */
export class FileProblem extends Error {}

/** The file's columns by its header line: each header one of the kind's (case and spaces aside), once. */
function columnsOf(headers: string[], declaration: ImportDeclaration): ImportColumn[] {
  const byHeader = new Map(declaration.columns.map((c) => [c.header.toLowerCase(), c]));
  const seen = new Set<ImportColumn>();
  return headers.map((header) => {
    const column = byHeader.get(header.trim().toLowerCase());
    if (!column) throw new FileProblem(fillTemplate(replies.unknownColumn, { header: header.trim(), columns: declaration.columns.map((c) => c.header).join(', ') }));
    if (seen.has(column)) throw new FileProblem(fillTemplate(replies.repeatedColumn, { header: column.header }));
    seen.add(column);
    return column;
  });
}

/** The file's rows, each cell read as its column says and placed in the create body; empty cells are not sent. */
export function parseImport(csv: string, declaration: ImportDeclaration): FileRow[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new FileProblem(fillTemplate(replies.notCsv, { reason: `${fatal.message} (row ${(fatal.row ?? 0) + 1})` }));
  const [headers, ...lines] = parsed.data;
  if (!headers || !lines.length) throw new FileProblem(replies.noRows);
  if (lines.length > maxImportRows) throw new FileProblem(fillTemplate(replies.tooManyRows, { max: maxImportRows.toLocaleString('en-US') }));
  const columns = columnsOf(headers, declaration);
  return lines.map((cells, index) => {
    const row: FileRow = { line: index + 2, cells: new Map(), body: {} };
    columns.forEach((column, i) => {
      const text = (cells[i] ?? '').trim();
      if (text === '') return;
      row.cells.set(column, text);
      row.body = setAt(row.body, column.path, valueOf(column, text));
      for (const [path, value] of Object.entries(column.with ?? {})) row.body = setAt(row.body, path, value);
    });
    return row;
  });
}
