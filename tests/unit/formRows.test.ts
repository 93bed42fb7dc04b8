import { describe, expect, it, vi } from 'vitest';
import { canAddRow, heldByOthers, placedFields, rowTitle } from '../../src/engine/core/formRows';
import { withRules } from '../../src/engine/core/formRules';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiSection } from '../../src/engine/core/manifests';
import { mapModel } from '../../src/engine/core/modelMap';
import { dereference, isRequiredAt, maxItemsAt, schemaChoices } from '../../src/engine/core/schemaNodes';

const fees: UiSection = {
  title: 'Fees',
  rows: { path: '/fee', add: 'Add Fee', unique: '/type', title: 'Fee {index}' },
  fields: [
    { path: '/type', widget: 'select', label: 'Fee Type' },
    { path: '/percent', widget: 'amountDecimal', label: 'Percent', rule: { effect: 'enable', condition: { path: '/is_Fee_Commissionable', equals: true } } },
  ],
};

describe('rows of a list', () => {
  it('places a row’s fields and their rules at the row, for each row the model holds', () => {
    const fields = placedFields([fees], () => [{ type: 'policy_fee' }, {}]);
    expect(fields.map((f) => f.path)).toEqual(['/fee/0/type', '/fee/0/percent', '/fee/1/type', '/fee/1/percent']);
    expect(fields[3].rule!.condition).toEqual({ path: '/fee/1/is_Fee_Commissionable', equals: true });
    expect(rowTitle(fees.rows!, {}, 1)).toBe('Fee 2');
  });

  it('offers a row only the choices other rows do not hold, and no Add once all are held or the most rows reached', () => {
    const choices = [{ value: 'a' }, { value: 'b' }];
    expect(heldByOthers(fees.rows!, [{ type: 'a' }, { type: 'b' }], 0)).toEqual(['b']);
    expect(canAddRow(fees.rows!, [{ type: 'a' }], 4, choices)).toBe(true);
    expect(canAddRow(fees.rows!, [{ type: 'a' }, { type: 'b' }], 4, choices)).toBe(false);
    expect(canAddRow({ path: '/x' }, [{}, {}], 2, [])).toBe(false);
  });

  it('a rule with * acts on the row that changed', () => {
    const initial = { fee: [{ is_Fee_Commissionable: true, percent: '5' }, { is_Fee_Commissionable: true, percent: '7' }] };
    const store = withRules(createFormStore<unknown>(initial), { setWhenChanged: [{ path: '/fee/*/is_Fee_Commissionable', set: { '/fee/*/percent': null } }] }, initial);
    store.setValue('/fee/1/is_Fee_Commissionable', false);
    expect(store.value('/fee/0/percent')).toBe('5');
    expect(store.value('/fee/1/percent')).toBeUndefined();
  });

  it('tells a row’s fields when the list is replaced, and a list’s listener when a row changes; siblings stay still', () => {
    const store = createFormStore<unknown>({ fee: [{ type: 'a' }], name: 'x' });
    const [field, list, sibling] = [vi.fn(), vi.fn(), vi.fn()];
    store.subscribe('/fee/0/type', field);
    store.subscribeUnder('/fee', list);
    store.subscribe('/name', sibling);
    store.setValue('/fee', [{ type: 'b' }]);
    store.setValue('/fee/0/type', 'c');
    expect(field).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenCalledTimes(2);
    expect(sibling).not.toHaveBeenCalled();
  });
});

describe('a schema read whole', () => {
  const policy = {
    $id: 'policy',
    $defs: {
      fee: { type: 'object', required: ['type'], properties: { type: { oneOf: [{ const: 'policy_fee', title: 'Policy Fee' }, { const: 'broker_fee', title: 'Broker Fee' }] } } },
      feeList: { type: 'array', maxItems: 2, items: { $ref: '#/$defs/fee' } },
    },
  };
  const form = dereference({ $id: 'add', allOf: [{ type: 'object', properties: { fee: { $ref: 'policy#/$defs/feeList' } } }] }, (id) => (id === 'policy' ? policy : undefined));

  it('follows references into other schemas for a field’s choices, its list’s most rows and what a row requires', () => {
    expect(schemaChoices(form, '/fee/0/type')).toEqual([{ value: 'policy_fee', label: 'Policy Fee' }, { value: 'broker_fee', label: 'Broker Fee' }]);
    expect(maxItemsAt(form, '/fee')).toBe(2);
    expect(isRequiredAt(form, '/fee/0/type')).toBe(true);
  });
});

describe('a model mapped for another call', () => {
  it('takes values by pointer, conditions as true or false, and rows each mapped alike; missing values stay out', () => {
    const model = { carrier: 'P-1', status: 'bound', lines: [{ id: 'l1', premium: '10' }] };
    expect(mapModel({ '/number': '/carrier', '/bound': { path: '/status', equals: 'bound' }, '/info': { rows: '/lines', body: { '/reference_Id': '/id', '/premium': '/premium' } }, '/none': '/missing' }, model))
      .toEqual({ number: 'P-1', bound: true, info: [{ reference_Id: 'l1', premium: '10' }] });
  });
});
