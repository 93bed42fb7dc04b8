import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { asConflict } from '../../src/server/http/databaseErrors';

const pgError = (code: string) => Object.assign(new Error('database said no'), { code });

describe('a write that lost a race answers 409, not 500', () => {
  it.each(['23503', '23505'])('maps PostgreSQL %s under a failed query to 409 with a sentence', (code) => {
    const conflict = asConflict(new DrizzleQueryError('insert into tasks ...', [], pgError(code)));
    expect(conflict).toMatchObject({ status: 409, message: 'Something this refers to was changed or removed meanwhile. Reload and try again.' });
  });

  it('leaves other errors alone', () => {
    expect(asConflict(new DrizzleQueryError('select 1', [], pgError('42P01')))).toBeUndefined();
    expect(asConflict(new Error('boom'))).toBeUndefined();
    expect(asConflict(undefined)).toBeUndefined();
  });
});
