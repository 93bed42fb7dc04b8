import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { renderForm } from './renderForm';

/** The policy form as its page loads it; its Fees and Taxes sections are the spec's fee and tax editor. */
const policy = await loadForm('policy');
const references = { State: [{ value: 'CA', label: 'California' }, { value: 'NY', label: 'New York' }] };
const renderPolicy = () => renderForm(policy, { references, services: { linesOfBusiness: async () => [] } });
const section = (name: string) => screen.getByRole('region', { name });
const row = (name: string) => screen.getByRole('group', { name });

async function blurAndWait(element: HTMLElement) {
  fireEvent.blur(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 20)));
}

describe('the fee and tax editor', () => {
  it('offers each fee type once and disables Add Fee once every type is used', async () => {
    const { store } = renderPolicy();
    const add = within(section('Fees')).getByRole('button', { name: 'Add Fee' });
    const types = ['Policy Fee', 'Inspection Fee', 'Broker Fee', 'Filing Fee'];
    for (const [i, type] of types.entries()) {
      expect((add as HTMLButtonElement).disabled).toBe(false);
      await userEvent.click(add);
      const select = within(row(`Fee ${i + 1}`)).getByLabelText('Fee Type');
      // the types other rows hold are not offered again
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', ...types.slice(i)]);
      await userEvent.selectOptions(select, type);
    }
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect((store.value('/fee') as { type: string }[]).map((f) => f.type)).toEqual(['policy_fee', 'inspection_fee', 'broker_fee', 'filing_fee']);
    // a row taken off frees its type again
    await userEvent.click(within(row('Fee 2')).getByRole('button', { name: 'Remove Fee 2' }));
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect((store.value('/fee') as { type: string }[]).map((f) => f.type)).toEqual(['policy_fee', 'broker_fee', 'filing_fee']);
  });

  it('offers each tax type once, Agency or Broker for filing, and disables Add Tax once all five are used', async () => {
    renderPolicy();
    const add = within(section('Taxes')).getByRole('button', { name: 'Add Tax' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(add);
      const select = within(row(`Tax ${i + 1}`)).getByLabelText('Tax Type');
      const offered = within(select).getAllByRole('option').slice(1);
      expect(offered).toHaveLength(5 - i);
      await userEvent.selectOptions(select, offered[0]);
    }
    expect(within(row('Tax 1')).getByLabelText('Tax Type')).toHaveProperty('value', 'surplus_lines_tax');
    expect(within(within(row('Tax 1')).getByLabelText('Responsible for Filing')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Agency', 'Broker']);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables the percent only while the fee is commissionable, removes its leading zeros, and empties it when no longer commissionable', async () => {
    const { store } = renderPolicy();
    await userEvent.click(within(section('Fees')).getByRole('button', { name: 'Add Fee' }));
    const fee = row('Fee 1');
    const percent = within(fee).getByLabelText('Commission Percent') as HTMLInputElement;
    expect(percent.disabled).toBe(true);
    await userEvent.click(within(fee).getByLabelText('Commissionable'));
    expect(percent.disabled).toBe(false);
    await userEvent.type(percent, '0012.5');
    expect(percent.value).toBe('12.5');
    expect(store.value('/fee/0/percent')).toBe('12.5');
    await userEvent.type(percent, '{backspace}{backspace}{backspace}{backspace}150');
    await blurAndWait(percent);
    expect(within(fee).getByText('Enter a percent from 0 to 100, with at most 2 decimals')).toBeTruthy();
    await userEvent.click(within(fee).getByLabelText('Commissionable'));
    expect(percent.disabled).toBe(true);
    expect(store.value('/fee/0/percent')).toBeUndefined();
  });

  it('takes amounts with commas removed up to 999,999,999 and says the limit beyond it', async () => {
    const { store } = renderPolicy();
    await userEvent.click(within(section('Taxes')).getByRole('button', { name: 'Add Tax' }));
    const amount = within(row('Tax 1')).getByLabelText('Tax Amount') as HTMLInputElement;
    await userEvent.type(amount, '999,999,999');
    await blurAndWait(amount);
    expect(store.value('/tax/0/tax')).toBe('999999999.00');
    expect(amount.value).toBe('999,999,999.00');
    expect(within(row('Tax 1')).queryByText('Enter an amount from 0 to 999,999,999, with at most 2 decimals')).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000000000');
    await blurAndWait(amount);
    expect(within(row('Tax 1')).getByText('Enter an amount from 0 to 999,999,999, with at most 2 decimals')).toBeTruthy();
  });

  it('shows the totals the server will compute: lines, commissionable fees by their percent, taxes and fees', async () => {
    const { store } = renderPolicy();
    act(() => {
      store.setValue('/line_Of_Business', [
        { line_Of_Business_Id: 'a', selected_Premium: '1000.00', selected_Commission: '150.00' },
        { line_Of_Business_Id: 'b', selected_Premium: '2650.50', selected_Commission: '265.05' },
      ]);
      store.setValue('/fee', [{ type: 'policy_fee', fee: '100.00', is_Fee_Commissionable: true, percent: '10' }]);
      store.setValue('/tax', [{ type: 'surplus_lines_tax', tax: '1234.56', responsible_For_Filing: 'broker' }]);
    });
    const totals = within(section('Totals'));
    expect(totals.getByText('Total Premium').nextSibling?.textContent).toBe('$3,650.50');
    expect(totals.getByText('Total Commission').nextSibling?.textContent).toBe('$425.05');
    expect(totals.getByText('Total Taxes').nextSibling?.textContent).toBe('$1,234.56');
    expect(totals.getByText('Total Fees').nextSibling?.textContent).toBe('$100.00');
    expect(totals.getByText('Total Cost').nextSibling?.textContent).toBe('$4,985.06');
  });
});
