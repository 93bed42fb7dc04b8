import Decimal from 'decimal.js';
import replies from '../../../../schemas/policy/policy.replies.json';
import common from '../../../../schemas/common/common.replies.json';
import { HttpError } from '../../http/errors.ts';

/** Money is exact: decimal.js from the text sent (commas removed), rounded half up to cents only where the rules divide. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Amount = InstanceType<typeof Money>;

export const zero = new Money(0);

/** An amount as sent (a number, or text with commas): 400 naming the field when it has more than 2 decimals. */
export function amountOf(value: number | string | null | undefined, field: string): Amount {
  if (value === null || value === undefined || value === '') return zero;
  const amount = new Money(String(value).replace(/,/g, ''));
  if (amount.decimalPlaces() > 2) throw new HttpError(400, common.invalidFields, [{ field, message: replies.tooManyDecimals }]);
  return amount;
}

/** Stored (numeric(14,2)) text of an amount. */
export const stored = (amount: Amount) => amount.toFixed(2);
/** Text of at most 2 decimals (as a numeric(14,2) column reads): its number is already the amount's. */
const twoDecimals = /^-?\d+(\.\d{1,2})?$/;
/** An amount as the API answers it: a number with at most 2 decimals (a stored amount read as is, without a Decimal: a list's page has dozens). */
export const answered = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return null;
  // (|| 0: a stored -0.00 answers 0, as Decimal's toFixed does)
  return typeof value === 'string' && twoDecimals.test(value) ? Number(value) || 0 : Number(new Money(value).toFixed(2));
};

export const sum = (amounts: Amount[]) => amounts.reduce((a, b) => a.plus(b), zero);

export const fromStored = (value: string | number | null | undefined) => new Money(value ?? 0);

/** A fee's commission: the fee times its percent, when it is commissionable. */
export function feeCommission(fee: { fee: string; is_Fee_Commissionable: boolean; percent: string | null }): Amount {
  if (!fee.is_Fee_Commissionable || !fee.percent) return zero;
  return new Money(fee.fee).times(fee.percent).dividedBy(100).toDecimalPlaces(2);
}

export interface Totals {
  actualPremium: Amount;
  actualCommission: Amount;
  totalTaxes: Amount;
  totalFees: Amount;
}

/** The policy's totals: premium and commission of its lines (plus commissionable fees' share), taxes, fees. */
export function totalsOf(
  lines: { selected_Premium: string; selected_Commission: string }[],
  fees: { fee: string; is_Fee_Commissionable: boolean; percent: string | null }[],
  taxes: { tax: string }[],
): Totals {
  return {
    actualPremium: sum(lines.map((l) => new Money(l.selected_Premium))),
    actualCommission: sum([...lines.map((l) => new Money(l.selected_Commission)), ...fees.map(feeCommission)]),
    totalTaxes: sum(taxes.map((t) => new Money(t.tax))),
    totalFees: sum(fees.map((f) => new Money(f.fee))),
  };
}

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The pro-rata return premium of a cancellation: the premium times the days left of the term over
 * its days, to the cent (half up); never more than what leaves the minimum earned premium earned
 * (a percent of the premium or an amount), never below 0.
 */
export function proRataReturn(
  premium: Amount,
  term: { effectiveDate: string; expirationDate: string },
  cancelDate: string,
  minimumEarned?: { amount: string | null; type: string | null },
): Amount {
  const termDays = days(term.effectiveDate, term.expirationDate);
  if (termDays <= 0) return zero;
  const left = Math.min(Math.max(days(cancelDate, term.expirationDate), 0), termDays);
  let returned = premium.times(left).dividedBy(termDays).toDecimalPlaces(2);
  if (minimumEarned?.amount) {
    const minimum = minimumEarned.type === 'percent' ? premium.times(minimumEarned.amount).dividedBy(100).toDecimalPlaces(2) : new Money(minimumEarned.amount);
    returned = Decimal.min(returned, premium.minus(minimum)) as Amount;
  }
  return Decimal.max(returned, zero) as Amount;
}

/**
 * An endorsement's change premium: the difference between the new and the old term premium for the
 * days of the term left from the change's date (negative when the premium goes down), to the cent.
 */
export function proRataChange(before: Amount, after: Amount, term: { effectiveDate: string; expirationDate: string }, changeDate: string): Amount {
  const termDays = days(term.effectiveDate, term.expirationDate);
  if (termDays <= 0) return zero;
  const left = Math.min(Math.max(days(changeDate, term.expirationDate), 0), termDays);
  return after.minus(before).times(left).dividedBy(termDays).toDecimalPlaces(2) as Amount;
}

/** Agency participants' splits add up to exactly 100 (none at all is fine). */
export function splitsAddUp(splits: (string | number | null | undefined)[]): boolean {
  if (!splits.length) return true;
  return sum(splits.map((s) => new Money(String(s ?? 0).replace(/,/g, '')))).equals(100);
}
