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

/**
 * PostgreSQL's and the network's signs that the database is not there (stopped, restarting, out of
 * reach): the connection refused or cut, the server shutting down or starting up.
 */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
/** what node-postgres says, without a code, of a connection that ended or never came */
const unreachableSaid = /^(Connection terminated|connection timeout|Client has encountered a connection error|Client was closed)/i;

/**
 * A request that met the database away answers 503 with a sentence (the transaction it was in is
 * rolled back by the database: nothing half-written); the pool connects again once it is back.
 */
export function asUnavailable(error: unknown): HttpError | undefined {
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; cause = cause.cause as typeof cause, depth += 1) {
    const unreachable = (typeof cause.code === 'string' && unreachableCodes.has(cause.code)) || (typeof cause.message === 'string' && unreachableSaid.test(cause.message));
    if (unreachable) return new HttpError(503, common.databaseUnavailable);
  }
  return undefined;
}
