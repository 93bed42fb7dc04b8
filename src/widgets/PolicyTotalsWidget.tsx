import { memo } from 'react';
import { messageId } from '../engine/react/FieldTemplate';
import { displayMoney } from '../engine/core/format';
import { policyTotals } from './policyTotals';
import type { WidgetProps } from './types';

type Totals = ReturnType<typeof policyTotals>;

/** What the totals widget reads of the form: its totals, as text, so it renders only when one changes. */
export const totalsOfForm = (model: unknown) => JSON.stringify(policyTotals((model ?? {}) as Parameters<typeof policyTotals>[0]));
/** Where the totals come from (what policyTotals reads): a keystroke anywhere else does not compute them again. */
export const totalsReadUnder = ['/line_Of_Business', '/fee', '/tax'];

/** The policy's totals as the form stands (premium, commission, taxes, fees, cost), shown only: the server computes them again on saving. */
export const PolicyTotalsWidget = memo(function PolicyTotalsWidget({ id, form, texts }: WidgetProps<unknown>) {
  const totals = JSON.parse(String(form ?? totalsOfForm({}))) as Totals;
  const said = texts.policyTotals;
  const rows: [string, number][] = [
    [said.premium, totals.actualPremium],
    [said.commission, totals.actualCommission],
    [said.taxes, totals.totalTaxes],
    [said.fees, totals.totalFees],
    [said.cost, totals.actualPremium + totals.totalTaxes + totals.totalFees],
  ];
  return (
    <output id={id} aria-describedby={messageId(id)} aria-live="polite" className="block">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-5">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{displayMoney(amount)}</dd>
          </div>
        ))}
      </dl>
    </output>
  );
});
