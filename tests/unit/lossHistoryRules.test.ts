import { describe, expect, it } from 'vitest';
import validateLossHistory from '../../src/generated/validators/loss-history.js';
import validatePolicyPriorCarrier from '../../src/generated/validators/policy-prior-carrier.js';
import validatePriorCarrier from '../../src/generated/validators/prior-carrier.js';
import { validateModel, type Validator } from '../../src/engine/core/validation';

/** The forms' rules as the browser checks them (the server runs the same precompiled validators on the bodies). */
const check = (validate: unknown, model: unknown) => validateModel(validate as Validator, model);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a claim of the loss history', () => {
  const claim = { date_Reported: '2025-02-01', date_Of_Claim: '2025-01-20', claim_Open: false };

  it('takes a claim reported on or after its date', () => {
    expect(check(validateLossHistory, claim)).toEqual({});
    expect(check(validateLossHistory, { ...claim, date_Of_Claim: '2025-02-01' })).toEqual({});
  });

  it('refuses a claim after its report, on the Date of Claim', () => {
    expect(check(validateLossHistory, { ...claim, date_Of_Claim: '2025-02-02' })).toEqual({ '/date_Of_Claim': 'Date of Claim cannot be after Date Reported' });
  });

  it('compares days only: text still being typed or an invalid day says its own message', () => {
    expect(check(validateLossHistory, { ...claim, date_Reported: '02/0' })).toEqual({ '/date_Reported': 'must be a date (yyyy-MM-dd)' });
    expect(check(validateLossHistory, { ...claim, date_Reported: '12/30/2020', date_Of_Claim: '2024-01-01' })).toEqual({ '/date_Reported': 'must be a date (yyyy-MM-dd)' });
  });

  it('needs both dates, neither in the future', () => {
    expect(check(validateLossHistory, { claim_Open: true })).toEqual({ '/date_Of_Claim': 'Enter the Date of Claim', '/date_Reported': 'Enter the Date Reported' });
    expect(check(validateLossHistory, { date_Reported: day(3), date_Of_Claim: day(2) })).toEqual({ '/date_Reported': 'Date cannot be in the future', '/date_Of_Claim': 'Date cannot be in the future' });
  });

  it('takes amounts of at most 2 decimals', () => {
    expect(check(validateLossHistory, { ...claim, paid_Amount: '1,000.123' })).toEqual({ '/paid_Amount': 'Enter an amount from 0 to 999,999,999, with at most 2 decimals' });
  });
});

describe('a prior carrier', () => {
  const carrier = { market_Reference_Id: '0d0c3a52-4a8e-4d55-9a52-4e9f8b8a2f10', effective_Date: '2024-01-01', expiration_Date: '2025-01-01', premium: { value_Type: 'Premium', fiat_Value: 4100, currency_Type: 'USD' } };

  it('takes a market, a term and a premium', () => {
    expect(check(validatePriorCarrier, carrier)).toEqual({});
  });

  it('refuses an expiration on or before the effective date', () => {
    expect(check(validatePriorCarrier, { ...carrier, expiration_Date: '2024-01-01' })).toEqual({ '/expiration_Date': 'Expiration Date must be after Effective Date' });
  });

  it('says what is missing: the form starts with an empty premium', () => {
    expect(check(validatePriorCarrier, { premium: { value_Type: 'Premium', currency_Type: 'USD' } })).toEqual({
      '/market_Reference_Id': 'Choose the Market', '/effective_Date': 'Enter the Effective Date', '/expiration_Date': 'Enter the Expiration Date', '/premium/fiat_Value': 'Enter the Premium',
    });
  });

  it('the policy’s body takes the form’s fields and the policy’s id, nothing else', () => {
    const policy_Reference_Id = '1d0c3a52-4a8e-4d55-9a52-4e9f8b8a2f10';
    expect(check(validatePolicyPriorCarrier, { ...carrier, policy_Reference_Id })).toEqual({});
    expect(check(validatePolicyPriorCarrier, { ...carrier, policy_Reference_Id, stray: 1 })).toEqual({ '': 'Unknown field stray' });
  });
});
