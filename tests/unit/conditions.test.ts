import { describe, expect, it } from 'vitest';
import { conditionAt, conditionHolds, conditionPaths, ruleOutcome, type Condition } from '../../src/engine/core/conditions';
import { controlProps } from '../../src/engine/core/controlProps';
import type { UiField } from '../../src/engine/core/manifests';
import { getAt } from '../../src/engine/core/pointer';

const model = { company: { type: 'sole_proprietor', name: '' }, phone: '555-0100' };
const read = (path: string) => getAt(model, path);

describe('conditions', () => {
  it('a value equals one given, or is not empty', () => {
    expect(conditionHolds({ path: '/company/type', equals: 'sole_proprietor' }, read)).toBe(true);
    expect(conditionHolds({ path: '/company/type', equals: 'llc' }, read)).toBe(false);
    expect(conditionHolds({ path: '/phone', notEmpty: true }, read)).toBe(true);
    expect(conditionHolds({ path: '/company/name', notEmpty: true }, read)).toBe(false);
    expect(conditionHolds({ path: '/missing', notEmpty: true }, read)).toBe(false);
  });

  it('a number is at least one given', () => {
    const shared = (n: unknown) => conditionHolds({ path: '/linked_Records', atLeast: 2 }, (p) => getAt({ linked_Records: n }, p));
    expect([shared(1), shared(2), shared(3), shared('3'), shared(undefined)]).toEqual([false, true, true, false, false]);
  });

  it('all and any combine them', () => {
    const both: Condition = { all: [{ path: '/phone', notEmpty: true }, { path: '/company/type', equals: 'llc' }] };
    const either: Condition = { any: [{ path: '/phone', notEmpty: true }, { path: '/company/type', equals: 'llc' }] };
    expect(conditionHolds(both, read)).toBe(false);
    expect(conditionHolds(either, read)).toBe(true);
    expect(conditionPaths(both)).toEqual(['/phone', '/company/type']);
    expect(conditionAt(either, '/x')).toEqual({ any: [{ path: '/x/phone', notEmpty: true }, { path: '/x/company/type', equals: 'llc' }] });
  });

  it('each effect decides whether the field shows and takes input', () => {
    const condition: Condition = { path: '/phone', notEmpty: true };
    expect(ruleOutcome({ effect: 'show', condition }, false)).toEqual({ visible: false, enabled: true });
    expect(ruleOutcome({ effect: 'hide', condition }, true)).toEqual({ visible: false, enabled: true });
    expect(ruleOutcome({ effect: 'enable', condition }, false)).toEqual({ visible: true, enabled: false });
    expect(ruleOutcome({ effect: 'disable', condition }, true)).toEqual({ visible: true, enabled: false });
    expect(ruleOutcome({ effect: 'show', condition }, true)).toEqual({ visible: true, enabled: true });
    expect(ruleOutcome(undefined, true)).toEqual({ visible: true, enabled: true });
  });
});

describe('control props', () => {
  const email: UiField = { path: '/email', widget: 'text', label: 'Email', tooltip: 'Where we write', validHint: 'Looks Good!' };
  const state = { value: 'a@b.co', required: true, ruleHolds: true, checkedValue: undefined };

  it('carries the label, tooltip, required mark and error', () => {
    expect(controlProps(email, { ...state, error: 'Enter a valid Email address' })).toEqual({
      label: 'Email', tooltip: 'Where we write', required: true, error: 'Enter a valid Email address', hint: undefined, visible: true, enabled: true,
    });
  });

  it("shows the validHint only for the value last checked and found valid", () => {
    expect(controlProps(email, state).hint).toBeUndefined();
    expect(controlProps(email, { ...state, checkedValue: 'a@b.co' }).hint).toBe('Looks Good!');
    expect(controlProps(email, { ...state, checkedValue: 'a@b.c' }).hint).toBeUndefined();
    expect(controlProps({ ...email, hint: 'Only if applicable' }, state).hint).toBe('Only if applicable');
  });

  it('follows the rule', () => {
    const rule = { effect: 'enable' as const, condition: { path: '/phone', notEmpty: true as const } };
    expect(controlProps({ ...email, rule }, { ...state, ruleHolds: false })).toMatchObject({ visible: true, enabled: false });
  });
});
