import { describe, expect, it } from 'vitest';
import { changedGroups, dropItemsWithout, requiredPaths, withoutEmptyGroups } from '../../src/engine/core/formModel';

const schema = {
  type: 'object',
  required: ['person'],
  properties: {
    person: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, nickname: { type: 'string' } } },
    licence: {
      type: 'object',
      properties: { number: { type: 'string' }, state: { type: 'string' } },
      if: { required: ['state'] },
      then: { required: ['number'] },
    },
  },
};

describe('form model', () => {
  it('marks the always-required fields, not the conditional ones', () => {
    expect([...requiredPaths(schema)].sort()).toEqual(['/person', '/person/name']);
  });

  it("marks what a body requires of the fields its allOf parts declare, and what the parts require", () => {
    const body = { type: 'object', allOf: [{ properties: { insured: { type: 'string' }, lines: { type: 'array' } }, required: ['lines'] }], required: ['insured'] };
    expect([...requiredPaths(body)].sort()).toEqual(['/insured', '/lines']);
  });

  it('drops list rows without their value', () => {
    const model = { dates: [{ type: 'birth' }], ids: [{ type: 'tax', value: '12' }] };
    expect(dropItemsWithout(model, { '/dates': 'value', '/ids': 'value' })).toEqual({ ids: [{ type: 'tax', value: '12' }] });
  });

  it('sends only the changed groups, emptied groups as empty', () => {
    const initial = { person: { name: 'Ada' }, dates: [{ type: 'birth', value: '2000-01-01' }], licence: { state: 'MA' } };
    const current = { person: { name: 'Ada' }, licence: { state: 'NY' } };
    expect(changedGroups(initial, current)).toEqual({ dates: [], licence: { state: 'NY' } });
  });

  it('leaves out empty groups', () => {
    expect(withoutEmptyGroups({ person: { name: 'A' }, licence: {}, dates: undefined })).toEqual({ person: { name: 'A' } });
  });
});
