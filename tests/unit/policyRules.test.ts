import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import marketList from '../../schemas/market/market-list.query.schema.json';
import policyList from '../../schemas/policy/policy-list.query.schema.json';
import { marketSearch } from '../../src/server/modules/markets/declarations';
import { policySearch } from '../../src/server/modules/policies/declarations';
import { feeCommission, proRataReturn, splitsAddUp, totalsOf, amountOf } from '../../src/server/modules/insuredLines/money';
import { actionsFrom, effectiveStatus, isFreelyEditable, labelOf } from '../../src/domain/policyTransitions';
import { assertTransition } from '../../src/server/modules/policies/moves';

const standard = ['limit', 'page', 'sort', 'sortKey', 'search'];

describe('the policy transitions table', () => {
  it('binds a pre-bind policy, issues a bound one, cancels and reinstates; nothing else', () => {
    expect(() => assertTransition('bind', 'pre_Bind', 'bound')).not.toThrow();
    expect(() => assertTransition('issue', 'bound', 'issued')).not.toThrow();
    expect(() => assertTransition('cancel', 'issued', 'cancelled')).not.toThrow();
    expect(() => assertTransition('reinstate', 'cancelled', 'reinstated')).not.toThrow();
    expect(() => assertTransition('issue', 'pre_Bind', 'issued')).toThrow(expect.objectContaining({ status: 409, message: 'A policy that is Pre-bind cannot become Issued.' }));
    expect(() => assertTransition('reinstate', 'issued', 'reinstated')).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => assertTransition('cancel', 'expired', 'cancelled')).toThrow(expect.objectContaining({ message: 'A policy that is Expired cannot become Cancelled.' }));
    expect(() => assertTransition('bind', 'bound', 'cancelled')).toThrow(expect.objectContaining({ message: 'To cancel a policy, use Cancel: it takes a cancellation date and reason.' }));
    expect(() => assertTransition('change', 'pre_Bind', 'pre_Bind')).toThrow(expect.objectContaining({ status: 409 }));
    expect(actionsFrom('issued').sort()).toEqual(['cancel', 'change']);
    expect(actionsFrom('expired')).toEqual([]);
  });

  it('edits freely only while the policy and every line are pre-bind', () => {
    expect(isFreelyEditable('pre_Bind', ['pre_Bind', 'pre_Bind'])).toBe(true);
    expect(isFreelyEditable('pre_Bind', ['pre_Bind', 'bound'])).toBe(false);
    for (const status of ['bound', 'issued', 'pending_Cancel', 'cancelled'] as const) expect(isFreelyEditable(status, ['pre_Bind'])).toBe(false);
    expect(() => assertTransition('edit', 'bound', 'bound')).toThrow(expect.objectContaining({ message: 'This policy is Bound: it can no longer be edited freely. Make a policy change (endorsement) instead.' }));
  });

  it('follows the dates: expired past the expiration date, cancelled once a pending date comes', () => {
    expect(effectiveStatus({ status: 'issued', expirationDate: '2025-01-01' }, '2025-01-02')).toBe('expired');
    expect(effectiveStatus({ status: 'issued', expirationDate: '2025-01-01' }, '2025-01-01')).toBe('issued');
    expect(effectiveStatus({ status: 'pre_Bind', expirationDate: '2025-01-01' }, '2026-01-01')).toBe('pre_Bind');
    expect(effectiveStatus({ status: 'cancelled', expirationDate: '2025-01-01' }, '2026-01-01')).toBe('cancelled');
    expect(effectiveStatus({ status: 'pending_Cancel', expirationDate: '2026-01-01', cancelDate: '2025-06-01' }, '2025-06-01')).toBe('cancelled');
    expect(effectiveStatus({ status: 'pending_Cancel', expirationDate: '2026-01-01', cancelDate: '2025-06-01' }, '2025-05-31')).toBe('pending_Cancel');
    expect(['pre_Bind', 'bound', 'issued', 'pending_Cancel', 'cancelled', 'expired', 'reinstated'].map(labelOf)).toEqual(['Pre-bind', 'Bound', 'Issued', 'Pending Cancel', 'Cancelled', 'Expired', 'Reinstated']);
  });
});

describe('policy money', () => {
  const term = { effectiveDate: '2025-01-01', expirationDate: '2026-01-01' };
  it('returns premium pro rata to the cent, half up', () => {
    expect(proRataReturn(new Decimal('3650'), term, '2025-07-02').toFixed(2)).toBe('1830.00');
    expect(proRataReturn(new Decimal('1000'), term, '2025-01-02').toFixed(2)).toBe('997.26');
    expect(proRataReturn(new Decimal('1000'), term, '2025-01-01').toFixed(2)).toBe('1000.00');
    expect(proRataReturn(new Decimal('1000'), term, '2026-01-01').toFixed(2)).toBe('0.00');
    expect(proRataReturn(new Decimal('0.01'), term, '2025-07-02').toFixed(2)).toBe('0.01');
  });

  it('keeps the minimum earned premium earned', () => {
    expect(proRataReturn(new Decimal('1000'), term, '2025-01-02', { amount: '25', type: 'percent' }).toFixed(2)).toBe('750.00');
    expect(proRataReturn(new Decimal('1000'), term, '2025-12-01', { amount: '25', type: 'percent' }).toFixed(2)).toBe('84.93');
    expect(proRataReturn(new Decimal('1000'), term, '2025-01-02', { amount: '400', type: 'amount' }).toFixed(2)).toBe('600.00');
    expect(proRataReturn(new Decimal('1000'), term, '2025-01-02', { amount: '1500', type: 'amount' }).toFixed(2)).toBe('0.00');
  });

  it('totals lines, commissionable fees and taxes exactly (no binary float drift)', () => {
    const totals = totalsOf(
      [{ selected_Premium: '0.10', selected_Commission: '0.01' }, { selected_Premium: '0.20', selected_Commission: '0.02' }],
      [{ fee: '100.00', is_Fee_Commissionable: true, percent: '12.5' }, { fee: '0.05', is_Fee_Commissionable: false, percent: null }],
      [{ tax: '999999999.99' }, { tax: '0.01' }],
    );
    expect(totals.actualPremium.toFixed(2)).toBe('0.30');
    expect(totals.actualCommission.toFixed(2)).toBe('12.53');
    expect(totals.totalFees.toFixed(2)).toBe('100.05');
    expect(totals.totalTaxes.toFixed(2)).toBe('1000000000.00');
    expect(feeCommission({ fee: '99.99', is_Fee_Commissionable: true, percent: '33.33' }).toFixed(2)).toBe('33.33');
  });

  it('reads amounts with commas, refuses more than 2 decimals', () => {
    expect(amountOf('1,234,567.89', '/x').toFixed(2)).toBe('1234567.89');
    expect(amountOf(0.1, '/x').toFixed(2)).toBe('0.10');
    expect(() => amountOf('1.005', '/fee')).toThrow(expect.objectContaining({ status: 400, errors: [{ field: '/fee', message: 'At most 2 decimals' }] }));
  });

  it('checks that agency splits add up to exactly 100', () => {
    expect(splitsAddUp([])).toBe(true);
    expect(splitsAddUp(['33.33', '33.33', '33.34'])).toBe(true);
    expect(splitsAddUp([60, 30])).toBe(false);
    expect(splitsAddUp(['0.1', '99.9'])).toBe(true);
  });
});

describe.each([
  ['policies', policySearch, policyList, ['human_Reference_Id', 'entity_Reference_Id', 'is_Cancelled']],
  ['markets', marketSearch, marketList, []],
] as const)('the %s search declaration and its list query schema', (_name, declaration, schema, insuredOnly) => {
  it('sorts by exactly the keys the query allows, the default first', () => {
    expect(Object.keys(declaration.sortKeys).sort()).toEqual([...schema.properties.sortKey.enum].sort());
    expect(declaration.defaultSortKey).toBe(schema.properties.sortKey.default);
  });
  it("filters by the query's other parameters (and, for policies, an insured's)", () => {
    const filters = Object.keys(schema.properties).filter((key) => !standard.includes(key));
    expect(Object.keys(declaration.filters).sort()).toEqual([...filters, ...insuredOnly].sort());
  });
});
