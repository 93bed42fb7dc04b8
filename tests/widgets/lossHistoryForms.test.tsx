import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { renderForm } from './renderForm';

/** The Add Loss History and Add Prior Carrier forms as a detail tab opens them (the opportunity's and the policy's alike): the schema's rules while typing. */
const lossHistory = await loadForm('loss-history');
const priorCarrier = await loadForm('prior-carrier');
const markets = '/v1/market/list?limit=10000&sortKey=market_Name';
const granite = '0d0c3a52-4a8e-4d55-9a52-4e9f8b8a2f10';
const cyber = '329d55d5-7030-49de-9afb-2246731f69c1';
const linesOfBusiness = vi.fn(async () => [{ line_Of_Business_Id: cyber, line_Of_Business_Reference_Code: 'cyber', line_Of_Business_Name: 'Cyber Liability', category: 'commercial', icon: 'lock' }]);

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the Add Loss History form', () => {
  it('refuses a claim after its report under Date of Claim, and saves once it is not', async () => {
    const { onSubmit } = renderForm(lossHistory);
    await userEvent.type(screen.getByLabelText('Date Reported'), '02012025');
    await userEvent.type(screen.getByLabelText('Date of Claim'), '02052025');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Date of Claim')).toBe('Date of Claim cannot be after Date Reported');
    await userEvent.clear(screen.getByLabelText('Date of Claim'));
    await userEvent.type(screen.getByLabelText('Date of Claim'), '01202025');
    await userEvent.type(screen.getByLabelText('Paid'), '12000.50');
    await userEvent.click(screen.getByLabelText('Open'));
    await userEvent.type(screen.getByLabelText('Description'), 'Kitchen fire');
    await save();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({
      date_Reported: '2025-02-01', date_Of_Claim: '2025-01-20', paid_Amount: '12000.50', claim_Open: true, loss_History_Description: 'Kitchen fire',
    }));
  });

  it('needs both dates', async () => {
    const { onSubmit } = renderForm(lossHistory);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Date Reported')).toBe('Enter the Date Reported');
    expect(errorOf('Date of Claim')).toBe('Enter the Date of Claim');
  });
});

describe('the Add Prior Carrier form', () => {
  const open = () => renderForm(priorCarrier, { references: { [markets]: [{ value: granite, label: 'Granite Mutual' }] }, services: { linesOfBusiness } });

  it('says what is missing, and that a term must end after it starts', async () => {
    const { onSubmit } = open();
    await userEvent.type(screen.getByLabelText('Effective Date'), '01012025');
    await userEvent.type(screen.getByLabelText('Expiration Date'), '01012025');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Market')).toBe('Choose the Market');
    expect(errorOf('Expiration Date')).toBe('Expiration Date must be after Effective Date');
    expect(errorOf('Premium (USD)')).toBe('Enter the Premium');
  });

  it('sends the market, the term, the premium as a fiat value in USD and the lines chosen', async () => {
    const { onSubmit } = open();
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'Granite Mutual');
    await userEvent.type(screen.getByLabelText('Policy Number'), 'OLD-1');
    await userEvent.type(screen.getByLabelText('Effective Date'), '01012025');
    await userEvent.type(screen.getByLabelText('Expiration Date'), '01012026');
    await userEvent.type(screen.getByLabelText('Premium (USD)'), '3400.10');
    await userEvent.click(screen.getByRole('button', { name: 'Lines of Business' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cyber Liability' }));
    await save();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      market_Reference_Id: granite, carrier_Issued_Policy_Id: 'OLD-1', effective_Date: '2025-01-01', expiration_Date: '2026-01-01',
      premium: { value_Type: 'Premium', fiat_Value: '3400.10', currency_Type: 'USD' }, lob_Reference_Ids: [cyber],
    });
  });
});
