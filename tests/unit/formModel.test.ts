import { describe, expect, it } from 'vitest';
import schema from '../../schemas/human/human.schema.json';
import { changedGroups, dropItemsWithout, requiredPaths, withoutEmptyGroups } from '../../src/engine/core/formModel';

describe('form model', () => {
  it('marks the always-required fields, not the conditional ones', () => {
    const required = requiredPaths(schema);
    expect(required.has('/human/first_Name')).toBe(true);
    expect(required.has('/human/last_Name')).toBe(true);
    expect(required.has('/drivers_License/license_Number')).toBe(false);
  });

  it('drops list rows without their value', () => {
    const model = { dates: [{ date_Type: 'DOB' }], encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }] };
    expect(dropItemsWithout(model, { '/dates': 'value', '/encrypted_String': 'string_Value' })).toEqual({
      encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }],
    });
  });

  it('sends only the changed groups, emptied groups as empty', () => {
    const initial = { human: { first_Name: 'Ada' }, dates: [{ date_Type: 'DOB', value: '2000-01-01' }], gender: { code: 'F' } };
    const current = { human: { first_Name: 'Ada' }, gender: { code: 'X' } };
    expect(changedGroups(initial, current)).toEqual({ dates: [], gender: { code: 'X' } });
  });

  it('leaves out empty groups', () => {
    expect(withoutEmptyGroups({ human: { first_Name: 'A' }, gender: {}, dates: undefined })).toEqual({ human: { first_Name: 'A' } });
  });
});
