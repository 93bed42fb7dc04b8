import type { FieldError } from '../../engine/core/errors.ts';

/** An answer for the client: a status, a sentence a person can act on, and field messages. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
