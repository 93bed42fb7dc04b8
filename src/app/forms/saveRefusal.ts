import { SaveRefused } from '../../engine/core/formProtocol';
import { saveFailedText, type UiSchema } from '../../engine/core/manifests';
import { ApiError } from '../api/client';

/**
 * What a form says when the server refuses its save: someone else saved first (412) or the record's
 * state forbids it (409: a bound policy is endorsed, not edited), in the server's sentence; or fields it refused (each at its pointer, `strip` taken off: '/to_Update'). Anything
 * but a refusal is thrown again.
 */
export function saveRefusal(error: unknown, ui: UiSchema, mode: string, strip?: RegExp): SaveRefused {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 412 || error.status === 409) return new SaveRefused(error.message);
  return new SaveRefused(saveFailedText(ui, mode), Object.fromEntries(error.errors.map((e) => [strip ? e.field.replace(strip, '') : e.field, e.message])));
}
