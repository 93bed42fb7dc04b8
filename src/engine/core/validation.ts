import type { ErrorObject } from 'ajv';
import { fieldErrors } from './errors';

/** A precompiled validator; scripts/gen.ts gives it the schema it checks. */
export type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null; schema?: unknown };

/** Every failing field of the model with its first message, keyed by JSON pointer. */
export function validateModel(validate: Validator, model: unknown): Record<string, string> {
  if (validate(model)) return {};
  return Object.fromEntries(fieldErrors(validate.errors).map((e) => [e.field, e.message]));
}
