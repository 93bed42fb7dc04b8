import type { ErrorObject } from 'ajv';
import { fieldErrors } from './errors';
import { normaliseInput } from './normaliseInput';

/** A precompiled validator; scripts/gen.ts gives it the schema it checks. */
export type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null; schema?: unknown };

/**
 * Every failing field of the model with its first message, keyed by JSON pointer: the model read
 * as the server reads it (normaliseInput), its rows kept where the screen shows them.
 */
export function validateModel(validate: Validator, model: unknown): Record<string, string> {
  if (validate(normaliseInput(validate.schema, model, { keepRows: true }))) return {};
  return Object.fromEntries(fieldErrors(validate.errors).map((e) => [e.field, e.message]));
}
