import { describe, expect, it } from 'vitest';
import { getAt, parsePointer, setAt } from '../../src/engine/core/pointer';

describe('JSON pointer', () => {
  it('reads nested values and list items', () => {
    const data = { human: { first_Name: 'Ada' }, dates: [{ value: '2000-01-02' }] };
    expect(getAt(data, '/human/first_Name')).toBe('Ada');
    expect(getAt(data, '/dates/0/value')).toBe('2000-01-02');
    expect(getAt(data, '/missing/deeper')).toBeUndefined();
  });

  it('writes without mutating and creates missing objects and lists', () => {
    const data = { human: { first_Name: 'Ada' } };
    const next = setAt(data, '/drivers_License/license_State', 'NY');
    expect(next).toEqual({ human: { first_Name: 'Ada' }, drivers_License: { license_State: 'NY' } });
    expect(data).toEqual({ human: { first_Name: 'Ada' } });
    expect(setAt({}, '/dates/0/value', 'x')).toEqual({ dates: [{ value: 'x' }] });
  });

  it('removes an object key when the value is undefined', () => {
    expect(setAt({ human: { a: 1, b: 2 } }, '/human/a', undefined)).toEqual({ human: { b: 2 } });
  });

  it('unescapes ~0 and ~1', () => {
    expect(parsePointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });
});
