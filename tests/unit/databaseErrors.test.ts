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

describe('a reference to nothing on the tenant’s books answers 400 naming its field', () => {
  it('reads the field from the tenant reference’s constraint name', () => {
    const missing = (constraint: string) => asConflict(new DrizzleQueryError('insert into policies ...', [], Object.assign(pgError('23503'), { constraint })));
    expect(missing('policies__first_Name_Insured_Contact_Ref_Id')).toMatchObject({ status: 400, errors: [{ field: '/first_Name_Insured_Contact_Ref_Id', message: 'That record was not found' }] });
    expect(missing('tasks__irys_Task.case_Reference_Id')).toMatchObject({ status: 400, errors: [{ field: '/irys_Task/case_Reference_Id', message: 'That record was not found' }] });
    expect(missing('files_case_id_cases_id_fk')).toMatchObject({ status: 409 });
  });
});
