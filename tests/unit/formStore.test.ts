import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from '../../src/engine/core/formStore';

describe('form store', () => {
  it('notifies only the field that changed', () => {
    const store = createFormStore({ human: { first_Name: '', last_Name: '' } });
    const first = vi.fn();
    const last = vi.fn();
    store.subscribe('/human/first_Name', first);
    store.subscribe('/human/last_Name', last);
    store.setValue('/human/first_Name', 'Ada');
    expect(first).toHaveBeenCalledTimes(1);
    expect(last).not.toHaveBeenCalled();
    expect(store.value('/human/first_Name')).toBe('Ada');
  });

  it("a field's listener hears its own error change, not another field's, nor an error set again", () => {
    const store = createFormStore({ name: '' });
    const listener = vi.fn();
    store.subscribe('/name', listener);
    store.setErrors({ '/name': 'Too short', '/other': 'Wrong' });
    store.setErrors({ '/name': 'Too short' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.setErrors({ '/name': undefined });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when the value is unchanged', () => {
    const store = createFormStore({ a: 'x' });
    const listener = vi.fn();
    store.subscribe('/a', listener);
    store.setValue('/a', 'x');
    expect(listener).not.toHaveBeenCalled();
  });

  it('sets and clears errors per field and tracks dirtiness', () => {
    const store = createFormStore({ a: 'x' });
    const listener = vi.fn();
    store.subscribe('/a', listener);
    store.setErrors({ '/a': 'Minimum length is 2' });
    expect(store.error('/a')).toBe('Minimum length is 2');
    store.setErrors({ '/a': undefined });
    expect(store.error('/a')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.isDirty()).toBe(false);
    store.setValue('/a', 'y');
    expect(store.isDirty()).toBe(true);
  });

  it('tells whether anything besides one field changed', () => {
    const store = createFormStore<unknown>({ contact: { type: 'personal', marketing: true } });
    store.setValue('/contact/type', 'business');
    expect(store.isDirty()).toBe(true);
    expect(store.isDirty('/contact/type')).toBe(false);
    store.setValue('/contact/name', 'Front desk');
    expect(store.isDirty('/contact/type')).toBe(true);
    store.setValue('/contact/name', undefined);
    store.setValue('/contact/type', undefined);
    expect(store.isDirty('/contact/type')).toBe(false);
  });

  it("holds a refused save's errors until their own field's error is set again", () => {
    const store = createFormStore<unknown>({ a: '', b: 'x' });
    store.setErrors({ '/a': 'Enter the quoted premium' }, true);
    store.setErrors({ '/b': 'Minimum length is 2' });
    expect([store.isHeld('/a'), store.isHeld('/b')]).toEqual([true, false]);
    store.setErrors({ '/a': undefined });
    expect([store.error('/a'), store.isHeld('/a')]).toEqual([undefined, false]);
    store.setErrors({ '/a': 'Enter the quoted premium' }, true);
    store.setErrors({ '/a': 'Minimum length is 2' });
    expect([store.error('/a'), store.isHeld('/a')]).toEqual(['Minimum length is 2', false]);
  });
});
