import common from '../../../schemas/common/common.replies.json';
import { HttpError } from './errors.ts';

/** PostgreSQL's codes for a row that another write made impossible: a reference gone, a key taken. */
const conflicts = new Set(['23503', '23505']);
/** A tenant reference's constraint name ends with `__` and the API field it stores (`.` for `/`; db/schema.ts). */
const referenceField = /__([A-Za-z0-9_.]+)$/;

/**
 * A write that lost a race with another one (the record it refers to was removed meanwhile, or the
 * same key was saved at the same moment) answers 409 with a sentence, not 500: the data is intact.
 * A reference to nothing on the tenant's books (another tenant's id, or none) answers 400 naming its field.
 */
export function asConflict(error: unknown): HttpError | undefined {
  for (let cause = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; cause = cause.cause as typeof cause, depth += 1) {
    if (typeof cause.code !== 'string' || !conflicts.has(cause.code)) continue;
    const field = cause.code === '23503' && typeof cause.constraint === 'string' ? referenceField.exec(cause.constraint)?.[1] : undefined;
    if (field) return new HttpError(400, common.invalidFields, [{ field: `/${field.replaceAll('.', '/')}`, message: common.referenceNotFound }]);
    return new HttpError(409, common.conflict);
  }
  return undefined;
}
