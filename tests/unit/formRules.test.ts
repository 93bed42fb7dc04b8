import { describe, expect, it } from 'vitest';
import { createFormStore } from '../../src/engine/core/formStore';
import { rulesAt, withRules, type FormRules } from '../../src/engine/core/formRules';

/** A small order form: a second phone that follows the first, a shipping address that can follow billing. */
const rules: FormRules = {
  resetWhenEmptied: [
    { path: '/phones/0/number', reset: ['/phones/1/number', '/phones/1/code'] },
    { path: '/billing/street', reset: ['/billing/city'] },
  ],
  mirror: [{ from: '/billing', to: '/shipping', while: '/sameAsBilling', keys: ['street', 'city'] }],
};

function orderForm(sameAsBilling = true) {
  const initial = { phones: [{ kind: 'main' }, { kind: 'other', code: '+1' }], billing: {}, shipping: { kind: 'shipping' }, sameAsBilling };
  return withRules(createFormStore<unknown>(initial), rules, initial);
}

describe('form rules', () => {
  it('emptying a field puts the fields it resets back to their starting values', () => {
    const form = orderForm();
    form.setValue('/phones/0/number', '555-0100');
    form.setValue('/phones/1/number', '555-0199');
    form.setValue('/phones/1/code', '+44');
    form.setValue('/phones/0/number', undefined);
    expect(form.value('/phones/1')).toEqual({ kind: 'other', code: '+1' });
  });

  it('while the flag is Yes the mirrored keys follow their source', () => {
    const form = orderForm();
    form.setValue('/billing/street', '1 Main St');
    form.setValue('/billing/city', 'Boston');
    expect(form.value('/shipping')).toEqual({ kind: 'shipping', street: '1 Main St', city: 'Boston' });
  });

  it('editing a mirrored field switches the flag to No and keeps the copied values', () => {
    const form = orderForm();
    form.setValue('/billing/street', '1 Main St');
    form.setValue('/shipping/city', 'Salem');
    expect(form.value('/sameAsBilling')).toBe(false);
    form.setValue('/billing/city', 'Boston');
    expect(form.value('/shipping')).toEqual({ kind: 'shipping', street: '1 Main St', city: 'Salem' });
  });

  it('switching the flag to Yes copies the source in', () => {
    const form = orderForm(false);
    form.setValue('/billing/street', '1 Main St');
    expect(form.value('/shipping/street')).toBeUndefined();
    form.setValue('/sameAsBilling', true);
    expect(form.value('/shipping')).toEqual({ kind: 'shipping', street: '1 Main St' });
  });

  it('a reset reaches the mirrored fields too, without switching the flag', () => {
    const form = orderForm();
    form.setValue('/billing/street', '1 Main St');
    form.setValue('/billing/city', 'Boston');
    form.setValue('/billing/street', undefined);
    expect(form.value('/billing')).toEqual({});
    expect(form.value('/shipping')).toEqual({ kind: 'shipping' });
    expect(form.value('/sameAsBilling')).toBe(true);
  });

  it('leaves a store without rules as it is', () => {
    const store = createFormStore({ a: 1 });
    expect(withRules(store, undefined, {})).toBe(store);
  });

  it('moves every pointer of the rules under another', () => {
    expect(rulesAt(rules, '/order')).toEqual({
      resetWhenEmptied: [
        { path: '/order/phones/0/number', reset: ['/order/phones/1/number', '/order/phones/1/code'] },
        { path: '/order/billing/street', reset: ['/order/billing/city'] },
      ],
      mirror: [{ from: '/order/billing', to: '/order/shipping', while: '/order/sameAsBilling', keys: ['street', 'city'] }],
      setWhenChanged: undefined,
    });
    expect(rulesAt({ setWhenChanged: [{ path: '/kind', set: { '/tax/type': 'FEIN' } }] }, '/order').setWhenChanged).toEqual([
      { path: '/order/kind', set: { '/order/tax/type': 'FEIN' } },
    ]);
  });
});

describe('setting fields when another changes', () => {
  /** A company form: another legal type puts the tax id type back to FEIN, another tax id type empties the number. */
  const taxRules: FormRules = {
    setWhenChanged: [
      { path: '/company/legal_Type', set: { '/tax/0/type': 'FEIN' } },
      { path: '/tax/0/type', set: { '/tax/0/number': null } },
    ],
  };
  const companyForm = (tax: Record<string, unknown>) => {
    const initial = { company: { legal_Type: 'sole_proprietor' }, tax: [tax] };
    return withRules(createFormStore<unknown>(initial), taxRules, initial);
  };

  it('sets the fields a change names, and a set that changes a field sets those it names in turn', () => {
    const form = companyForm({ type: 'SSN', number: '123-45-6789' });
    form.setValue('/company/legal_Type', 'llc');
    expect(form.value('/tax/0')).toEqual({ type: 'FEIN' });
  });

  it('leaves them alone when the value set is already there, and when nothing changed', () => {
    const form = companyForm({ type: 'FEIN', number: '12-3456789' });
    form.setValue('/company/legal_Type', 'llc');
    form.setValue('/company/legal_Type', 'llc');
    expect(form.value('/tax/0')).toEqual({ type: 'FEIN', number: '12-3456789' });
    form.setValue('/tax/0/type', 'SSN');
    expect(form.value('/tax/0')).toEqual({ type: 'SSN' });
  });
});
