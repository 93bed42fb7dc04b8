import { describe, expect, it } from 'vitest';
import { allSelected, canSave, canSelect, selectAllDisabled, toggled, totalPremium, withPremium, wonRows } from '../../src/app/opportunities/detail/earlyCloseRules';

const gl = { line_Of_Business_Id: 'gl', name: 'General Liability', market_Reference_Id: null, market_Name: null, selected_Premium: null };
const cyber = { line_Of_Business_Id: 'cy', name: 'Cyber', market_Reference_Id: 'm3', market_Name: 'Own Market', selected_Premium: 300 };
const auto = { line_Of_Business_Id: 'au', name: 'Commercial Auto', market_Reference_Id: null, market_Name: null, selected_Premium: null };
const quote = (id: string, lob: string, market: string, premium: number) => ({ quote_Reference_Id: id, market_Reference_Id: market, market_Name: market.toUpperCase(), line_Of_Business_Reference_Id: lob, quoted_Premium: premium });
const rows = () => wonRows([gl, cyber, auto], [quote('q1', 'gl', 'm1', 1000.5), quote('q2', 'gl', 'm2', 1200)]);

describe('the early close rules (spec section 5, DECISIONS 13)', () => {
  it('gives a row per quote of a line, else the line with its own market and premium', () => {
    expect(rows().map((r) => [r.lineName, r.marketName, r.premium])).toEqual([
      ['General Liability', 'M1', '$1,000.50'], ['General Liability', 'M2', '$1,200.00'], ['Cyber', 'Own Market', '$300.00'], ['Commercial Auto', null, ''],
    ]);
  });

  it("honours the client's response: a declined line is not offered, an accepted one comes ticked at the market and premium accepted", () => {
    const answered = wonRows(
      [{ ...gl, client_Response_Status: 'accepted', market_Reference_Id: 'm2', selected_Premium: 4100 }, { ...cyber, client_Response_Status: 'declined' }, auto],
      [quote('q1', 'gl', 'm1', 1000.5), quote('q2', 'gl', 'm2', 1200)],
    );
    expect(answered.map((r) => [r.lineName, r.marketName, r.premium, r.selected])).toEqual([
      ['General Liability', 'M1', '$1,000.50', false], ['General Liability', 'M2', '$4,100.00', true], ['Commercial Auto', null, '', false],
    ]);
    expect(totalPremium(answered, '')).toBe(4100);
  });

  it('disables a line without a premium (empty or zero) or market; clearing the premium unselects it', () => {
    const [q1, , own, none] = rows();
    expect(canSelect(q1)).toBe(true);
    expect(canSelect(own)).toBe(true);
    expect(canSelect(none)).toBe(false);
    expect(canSelect({ ...q1, premium: '0' })).toBe(false);
    const ticked = toggled(rows(), 'q1');
    expect(ticked[0].selected).toBe(true);
    expect(withPremium(ticked, 'q1', '')[0].selected).toBe(false);
    expect(toggled(rows(), 'au')[3].selected).toBe(false);
  });

  it('wins a line from one market: ticking another quote of it unticks the first', () => {
    const both = toggled(toggled(rows(), 'q1'), 'q2');
    expect(both.filter((r) => r.selected).map((r) => r.key)).toEqual(['q2']);
  });

  it('Select All ticks each line that has a premium once, again unticks all; disabled when no line has a premium', () => {
    const all = allSelected(rows());
    expect(all.filter((r) => r.selected).map((r) => r.key)).toEqual(['q1', 'cy']);
    expect(allSelected(all).some((r) => r.selected)).toBe(false);
    expect(selectAllDisabled(rows())).toBe(false);
    expect(selectAllDisabled(wonRows([auto], []))).toBe(true);
  });

  it('totals the selected premiums, else takes the typed Total Premium', () => {
    expect(totalPremium(allSelected(rows()), '5')).toBe(1300.5);
    expect(totalPremium(rows(), '1,250.25')).toBe(1250.25);
  });

  it('saves not before a Win choice; with No always; with Yes a won line or both totals above zero', () => {
    expect(canSave(undefined, rows(), '', '')).toBe(false);
    expect(canSave(false, rows(), '', '')).toBe(true);
    expect(canSave(true, rows(), '', '')).toBe(false);
    expect(canSave(true, toggled(rows(), 'q1'), '', '')).toBe(true);
    expect(canSave(true, rows(), '900', '0')).toBe(false);
    expect(canSave(true, rows(), '900', '90')).toBe(true);
  });
});
