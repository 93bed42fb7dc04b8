import { describe, expect, it } from 'vitest';
import validateHuman from '../../src/generated/validators/human.js';
import { validateModel } from '../../src/engine/core/validation';

const valid = { human: { first_Name: 'Ada', last_Name: 'Lovelace' } };

describe('human schema messages (one rule, browser and server)', () => {
  it('accepts a minimal human', () => {
    expect(validateModel(validateHuman, valid)).toEqual({});
  });

  it('says which names are required', () => {
    expect(validateModel(validateHuman, { human: {} })).toEqual({
      '/human/first_Name': 'First Name is required',
      '/human/last_Name': 'Last Name is required',
    });
  });

  it('bounds names at 2 to 20 characters', () => {
    const errors = validateModel(validateHuman, { human: { first_Name: 'A', last_Name: 'x'.repeat(21), middle_Name: 'm'.repeat(21) } });
    expect(errors['/human/first_Name']).toBe('Minimum length is 2');
    expect(errors['/human/last_Name']).toBe('Maximum length is 20');
    expect(errors['/human/middle_Name']).toBe('Maximum length is 20');
  });

  it('checks the SSN is 9 digits', () => {
    const errors = validateModel(validateHuman, { ...valid, encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-678' }] });
    expect(errors['/encrypted_String/0/string_Value']).toBe('Enter a valid 9 digit SSN');
    expect(validateModel(validateHuman, { ...valid, encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789' }] })).toEqual({});
  });

  it('requires licence number and state once any licence field is filled', () => {
    const errors = validateModel(validateHuman, { ...valid, drivers_License: { first_Licensed_Date: '2001-02-03' } });
    expect(errors).toEqual({
      '/drivers_License/license_Number': "Driver's License Number is required",
      '/drivers_License/license_State': "Driver's License State is required",
    });
    expect(validateModel(validateHuman, { ...valid, drivers_License: { license_Number: 'D1', license_State: 'NY' } })).toEqual({});
  });

  it('refuses future dates and malformed ones', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(validateModel(validateHuman, { ...valid, dates: [{ date_Type: 'DOB', value: nextYear }] })['/dates/0/value']).toBe('Date cannot be in the future');
    expect(validateModel(validateHuman, { ...valid, dates: [{ date_Type: 'DOB', value: '13/45/2020' }] })['/dates/0/value']).toBe('Invalid date format');
  });

  it('falls back to the generic messages where a schema gives none', () => {
    const errors = validateModel(validateHuman, { human: { first_Name: 'Ada', last_Name: 'Lovelace', suffix: 's'.repeat(21) } });
    expect(errors['/human/suffix']).toBe('Maximum length is 20');
  });
});
