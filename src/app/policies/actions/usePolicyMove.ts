import { useState } from 'react';
import { useToast } from '../../../engine/react/Toasts';
import { api, ApiError } from '../../api/client';
import { texts } from '../../texts';
import { policyMoves } from './policyCalls';

/**
 * A move of the policy made at once (bind, issue, reinstate, retire) at the version read: the
 * server's sentence as a toast, a refusal's (409: the table forbids it; 412: someone changed it
 * first) as an error; either way the policy is read again. Answers whether it went through.
 */
export function usePolicyMove(policy: Record<string, unknown>, onChanged: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const move = async (action: string): Promise<boolean> => {
    const { method, path, body } = policyMoves[action];
    setBusy(true);
    try {
      const done = await api(path, { method, body: { policy_Reference_Id: policy.policy_Reference_Id, version: policy.version, ...body } });
      toast.success(done.responseMessage);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : texts.policyActions.failed);
      return false;
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return { move, busy };
}
