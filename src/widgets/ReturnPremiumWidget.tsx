import { memo, useEffect, useState } from 'react';
import { displayMoney } from '../engine/core/format';
import { failureText } from '../engine/core/errors';
import { getAt } from '../engine/core/pointer';
import { fillTemplate } from '../engine/core/template';
import { messageId } from '../engine/react/FieldTemplate';
import type { WidgetOptions, WidgetProps } from './types';

/** The cancellation date the form holds (its options' `datePath`), '' while none is picked. */
export const cancelDateOfForm = (model: unknown, options: WidgetOptions) => String(getAt(model, String(options.datePath)) ?? '');

/** What the preview says: nothing yet, the server's answer, or its refusal. */
type Shown = { date: string; text: string; refused?: boolean };

/**
 * The return premium of cancelling the policy (the field's value is its id) on the date picked, as
 * the server's cancellation computes it (GET /v1/policy/cancel/preview), asked again whenever
 * another date is picked; a date the cancel would refuse shows the server's reason. Nothing is
 * computed here.
 */
export const ReturnPremiumWidget = memo(function ReturnPremiumWidget({ id, value, form, services, texts }: WidgetProps<string>) {
  const date = String(form ?? '');
  const said = texts.csrFollowUp;
  const [shown, setShown] = useState<Shown>();
  const { cancellationPreview } = services;
  useEffect(() => {
    if (!date || !value || !cancellationPreview) return;
    let current = true;
    cancellationPreview(value, date).then(
      (answer) => current && setShown({ date, text: fillTemplate(said.returnPremium, { amount: displayMoney(answer.return_Premium), status: answer.policy_Status_Label }) }),
      (error: unknown) => {
        const refusal = (error as { errors?: { message: string }[] }).errors?.[0]?.message;
        if (current) setShown({ date, text: refusal ?? failureText(error, said.returnPremiumFailed), refused: true });
      },
    );
    return () => {
      current = false;
    };
  }, [date, value, cancellationPreview, said]);
  const text = !date ? said.returnPremiumPick : shown?.date === date ? shown.text : said.returnPremiumLoading;
  return (
    <output id={id} aria-describedby={messageId(id)} aria-live="polite" className={`block text-sm font-medium ${shown?.refused && shown.date === date ? 'text-red-700' : 'text-slate-900'}`}>
      {text}
    </output>
  );
});
