/**
 * A policy's totals as the server computes them (DECISIONS 68), for showing while the form is
 * filled: premium is the lines' sum; commission the lines' plus each commissionable fee times its
 * percent (to the cent, half up); taxes and fees their sums. In whole cents, so no float creeps in;
 * the server computes them again and is the authority.
 */
type Amount = string | number | null | undefined;

/** An amount as typed or read ('1,234.5', 1234.5) in cents; 0 when blank or no number. */
export function cents(value: Amount): number {
  const text = String(value ?? '').replace(/,/g, '').trim();
  if (!/^\d*(\.\d{0,2})?$/.test(text) || text === '' || text === '.') return 0;
  const [whole, decimals = ''] = text.split('.');
  return Number(whole || 0) * 100 + Number(decimals.padEnd(2, '0'));
}

interface PolicyMoney {
  line_Of_Business?: { selected_Premium?: Amount; selected_Commission?: Amount }[];
  fee?: { fee?: Amount; is_Fee_Commissionable?: boolean; percent?: Amount }[];
  tax?: { tax?: Amount }[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The fee's commission in cents: fee x percent / 100, half up. */
const feeCommission = (f: NonNullable<PolicyMoney['fee']>[number]) => (f.is_Fee_Commissionable ? Math.round((cents(f.fee) * cents(f.percent)) / 10_000) : 0);

export function policyTotals(policy: PolicyMoney) {
  const lines = policy.line_Of_Business ?? [];
  const fees = policy.fee ?? [];
  return {
    actualPremium: sum(lines.map((l) => cents(l.selected_Premium))) / 100,
    actualCommission: sum([...lines.map((l) => cents(l.selected_Commission)), ...fees.map(feeCommission)]) / 100,
    totalTaxes: sum((policy.tax ?? []).map((t) => cents(t.tax))) / 100,
    totalFees: sum(fees.map((f) => cents(f.fee))) / 100,
  };
}
