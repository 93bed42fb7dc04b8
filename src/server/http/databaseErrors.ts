import common from '../../../schemas/common/common.replies.json';
import { HttpError } from './errors.ts';

/** PostgreSQL's codes for a row that another write made impossible: a reference gone, a key taken. */
const conflicts = new Set(['23503', '23505']);

/**
 * A write that lost a race with another one (the record it refers to was removed meanwhile, or the
 * same key was saved at the same moment) answers 409 with a sentence, not 500: the data is intact.
 */
export function asConflict(error: unknown): HttpError | undefined {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; cause = cause.cause as typeof cause, depth += 1) {
    if (typeof cause.code === 'string' && conflicts.has(cause.code)) return new HttpError(409, common.conflict);
  }
  return undefined;
}
