import type { ItemCall } from '../../../engine/core/itemForms';

/** The policy's moves made in a dialog: its form (schemas/policy/<form>.ui.json), mode and call; the form's model carries the policy's id and version. */
export const policyCalls = {
  change: { form: 'policy-change', mode: 'change', call: { method: 'POST', path: '/v1/policy/change', body: {} } },
  cancel: { form: 'policy-cancel', mode: 'cancel', call: { method: 'POST', path: '/v1/policy/cancel', body: {} } },
} satisfies Record<string, { form: string; mode: string; call: ItemCall }>;

export type PolicyDialog = keyof typeof policyCalls;

/** The policy's moves made at once: a status the transitions table allows, reinstating, retiring. */
export const policyMoves: Record<string, { method: 'PUT' | 'POST'; path: string; body?: Record<string, string> }> = {
  bind: { method: 'PUT', path: '/v1/policy/status', body: { policy_Status: 'bound' } },
  issue: { method: 'PUT', path: '/v1/policy/status', body: { policy_Status: 'issued' } },
  reinstate: { method: 'POST', path: '/v1/policy/reinstate' },
  retire: { method: 'PUT', path: '/v1/policy/retire' },
};
