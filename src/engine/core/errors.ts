import type { ErrorObject } from 'ajv';
import defaultMessages from '../../../schemas/common/messages.json';
import { fillTemplate } from './template';

export interface FieldError {
  field: string;
  message: string;
}

const missingKeywords = new Set(['required', 'dependentRequired', 'dependencies']);
const ignoredKeywords = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

function fieldOf(error: ErrorObject): string {
  const original = error.keyword === 'errorMessage' ? (error.params.errors as ErrorObject[])[0] : error;
  const missing = original?.params?.missingProperty as string | undefined;
  if (missingKeywords.has(original.keyword) && missing) return `${error.instancePath}/${missing}`;
  return error.instancePath;
}

function defaultMessage(error: ErrorObject): string {
  const template = (defaultMessages as Record<string, string>)[error.keyword] ?? defaultMessages.format;
  return fillTemplate(template, error.params ?? {});
}

/** The schema's errors as one message per field (JSON pointer), the first failing one first. */
export function fieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors ?? []) {
    if (ignoredKeywords.has(error.keyword)) continue;
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    byField.set(field, error.keyword === 'errorMessage' ? error.message! : defaultMessage(error));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** What a failed call says: a refusal (4xx: a stale version, a record others hold to) in the server's words, anything else the screen's own sentence. */
export function failureText(error: unknown, fallback: string): string {
  const status = (error as { status?: number } | null)?.status;
  return status && status < 500 && error instanceof Error && error.message ? error.message : fallback;
}
