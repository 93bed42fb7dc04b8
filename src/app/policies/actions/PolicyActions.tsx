import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { displayMoney } from '../../../engine/core/format';
import { fillTemplate } from '../../../engine/core/template';
import { ConfirmDialog } from '../../../engine/react/ConfirmDialog';
import { useToast } from '../../../engine/react/Toasts';
import { ItemFormDialog } from '../../work/lazyParts';
import { useSession } from '../../session/session';
import { useGuardedNavigate } from '../../shell/LeaveGuard';
import { texts } from '../../texts';
import { policyCalls, type PolicyDialog } from './policyCalls';
import { usePolicyMove } from './usePolicyMove';

interface PolicyActionsProps {
  /** the policy as GET /v1/policy/fetch reads it: its id, version and allowed_Actions */
  policy: Record<string, unknown>;
  /** the policy changed: read it again */
  onChanged(): void;
}

const said = texts.policyActions;
const buttonClass = 'h-9 rounded border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/**
 * The moves open to a policy, as its read says (allowed_Actions from the transitions table): Edit
 * while it is freely editable, Bind and Issue, Endorse (a new version), Cancel Policy (the return premium
 * the server computed shown while the policy stands cancelled), Reinstate, and Retire for those who may delete.
 * Each says the server's sentence, a refusal (409, 412) included.
 */
export default function PolicyActions({ policy, onChanged }: PolicyActionsProps) {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<PolicyDialog>();
  const [retiring, setRetiring] = useState(false);
  const { move, busy } = usePolicyMove(policy, onChanged);
  const id = String(policy.policy_Reference_Id);
  const open = new Set((policy.allowed_Actions as string[] | undefined) ?? []);
  const editing = allowed('policy-edit');

  const saved = (message: string, resolved: unknown) => {
    const answer = resolved as { policy_Reference_Id?: string };
    toast.success(message);
    setDialog(undefined);
    onChanged();
    // an endorsement is the policy's next version: its page
    if (dialog === 'change' && answer.policy_Reference_Id) navigate(`/policy/${encodeURIComponent(answer.policy_Reference_Id)}`);
  };
  const retire = async () => {
    setRetiring(false);
    if (await move('retire')) navigate('/policy');
  };

  const button = (action: string, onClick: () => void) => (
    <button key={action} type="button" disabled={busy} onClick={onClick} className={buttonClass}>
      {said[action as keyof typeof said]}
    </button>
  );
  return (
    <div className="flex flex-col items-end gap-2">
      <div role="group" aria-label={said.label} aria-busy={busy} className="flex flex-wrap justify-end gap-2">
        {editing && open.has('edit') && (
          <Link to={`/policy/${encodeURIComponent(id)}/edit`} className={`${buttonClass} inline-flex items-center`}>
            {said.edit}
          </Link>
        )}
        {editing && open.has('bind') && button('bind', () => setDialog('bind'))}
        {editing && open.has('issue') && button('issue', () => setDialog('issue'))}
        {editing && policy.is_Latest !== false && policy.policy_Status !== 'pre_Bind' && (
          <button type="button" disabled={busy} onClick={() => setDialog('number')} className={buttonClass}>{texts.pipelineDay.correctNumber}</button>
        )}
        {editing && open.has('change') && button('change', () => setDialog('change'))}
        {editing && open.has('cancel') && button('cancel', () => setDialog('cancel'))}
        {editing && open.has('reinstate') && button('reinstate', () => void move('reinstate'))}
        {allowed('policy-delete') && policy.is_Latest !== false && button('retire', () => setRetiring(true))}
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800">
        {typeof policy.return_Premium === 'number' && fillTemplate(said.returnPremium, { amount: displayMoney(policy.return_Premium) })}
      </p>
      {dialog && (
        <Suspense>
          <ItemFormDialog
            form={policyCalls[dialog].form}
            mode={policyCalls[dialog].mode}
            call={policyCalls[dialog].call}
            values={{ id, item: policy }}
            onSaved={saved}
            onCancelled={() => setDialog(undefined)}
          />
        </Suspense>
      )}
      <ConfirmDialog open={retiring} title={said.retireTitle} message={said.retireMessage} texts={texts} onYes={() => void retire()} onNo={() => setRetiring(false)} />
    </div>
  );
}
