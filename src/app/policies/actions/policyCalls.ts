import type { ItemCall } from '../../../engine/core/itemForms';

/** The policy's moves made in a dialog: its form (schemas/policy/<form>.ui.json), mode and call; the form's model carries the policy's id and version. */
export const policyCalls = {
  bind: { form: 'policy-status', mode: 'bind', call: { method: 'PUT', path: '/v1/policy/status', body: {} } },
  issue: { form: 'policy-status', mode: 'issue', call: { method: 'PUT', path: '/v1/policy/status', body: {} } },
  number: { form: 'policy-number', mode: 'correct', call: { method: 'PUT', path: '/v1/policy/number', body: {} } },
  change: { form: 'policy-change', mode: 'change', call: { method: 'POST', path: '/v1/policy/change', body: {} } },
  cancel: { form: 'policy-cancel', mode: 'cancel', call: { method: 'POST', path: '/v1/policy/cancel', body: {} } },
} satisfies Record<string, { form: string; mode: string; call: ItemCall }>;

export type PolicyDialog = keyof typeof policyCalls;

/** The policy's moves made at once: reinstating, retiring (binding and issuing ask the numbers the transitions table requires, in a dialog). */
export const policyMoves: Record<string, { method: 'PUT' | 'POST'; path: string; body?: Record<string, string> }> = {
  reinstate: { method: 'POST', path: '/v1/policy/reinstate' },
  retire: { method: 'PUT', path: '/v1/policy/retire' },
};
