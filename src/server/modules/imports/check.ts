import type { ValidateFunction } from 'ajv';
import { fieldErrors } from '../../../engine/core/errors.ts';
import { normaliseInput } from '../../../engine/core/normaliseInput.ts';
import validateEntityUpsert from '../../../generated/validators/entity-upsert.js';
import validateHuman from '../../../generated/validators/human.js';
import validatePolicyAdd from '../../../generated/validators/policy-add.js';
import type { ImportColumn, ImportKind } from './declarations.ts';
import type { RowError } from './lookups.ts';
import type { FileRow } from './parse.ts';

/** The schema each kind's form and create route validate with: an import checks every row with it. */
export const importValidators: Record<ImportKind, ValidateFunction> = { human: validateHuman, entity: validateEntityUpsert, policy: validatePolicyAdd };

/** The column a field's error is about: the one whose value goes there (or under it, or holds it); none for a field no column fills. */
function columnAt(field: string, columns: ImportColumn[]): string {
  const column = columns.find((c) => c.path === field || c.typePath === field)
    ?? columns.find((c) => c.path.startsWith(`${field}/`) || field.startsWith(`${c.path}/`));
  return column?.header ?? '';
}

/** Each row's body checked by its kind's schema (the server's messages), read as the route reads a body; the rows with no error keep their body as checked. */
export function checkRows(kind: ImportKind, rows: FileRow[], columns: ImportColumn[]): RowError[] {
  const validate = importValidators[kind];
  const errors: RowError[] = [];
  for (const row of rows) {
    const body = normaliseInput(validate.schema, row.body);
    if (validate(body)) {
      row.body = body;
      continue;
    }
    for (const error of fieldErrors(validate.errors)) errors.push({ row: row.line, column: columnAt(error.field, columns), message: error.message });
  }
  return errors;
}
