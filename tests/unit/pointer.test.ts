import { describe, expect, it } from 'vitest';
import { getAt, getPath, parsePointer, setAt } from '../../src/engine/core/pointer';

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

describe('dotted path', () => {
  it("reads a key, a nested key ('premium.fiat_Value') or a list item ('opportunity.0'); undefined past a missing or plain value", () => {
    const data = { premium: { fiat_Value: 4100 }, opportunity: [{ name: 'Roof' }], open: false };
    expect(getPath(data, 'open')).toBe(false);
    expect(getPath(data, 'premium.fiat_Value')).toBe(4100);
    expect(getPath(data, 'opportunity.0')).toEqual({ name: 'Roof' });
    expect(getPath(data, 'premium.fiat_Value.deeper')).toBeUndefined();
    expect(getPath(null, 'premium')).toBeUndefined();
  });
});
