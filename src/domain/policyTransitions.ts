import table from '../../schemas/policy/policy-transitions.json';
import policySchema from '../../schemas/policy/policy.schema.json';
import replies from '../../schemas/policy/policy.replies.json';
import { today } from '../engine/core/clock.ts';
import { fillTemplate } from '../engine/core/template.ts';

export type PolicyStatus = 'pre_Bind' | 'bound' | 'issued' | 'pending_Cancel' | 'cancelled' | 'expired' | 'reinstated';
export type PolicyAction = 'edit' | 'bind' | 'issue' | 'change' | 'cancel' | 'reinstate';

/** The statuses' labels (Pre-bind, Bound, ...), from the policy schema. */
export const statusLabels: Record<string, string> = Object.fromEntries(policySchema.$defs.status.oneOf.map((s) => [s.const, s.title]));
export const labelOf = (status: string) => statusLabels[status] ?? status;

/**
 * The status a policy shows: what is stored, except that a policy in force past its expiration
 * date is expired and a pending cancellation whose date has come is cancelled.
 */
export function effectiveStatus(p: { status: string; expirationDate: string; cancelDate?: string | null }, on = today()): PolicyStatus {
  if (p.status === 'pending_Cancel' && p.cancelDate && p.cancelDate <= on) return 'cancelled';
  if (table.inForce.includes(p.status) && p.expirationDate < on) return 'expired';
  return p.status as PolicyStatus;
}

/** The moves an action allows from a status: the statuses it may lead to. */
export function targetsOf(action: PolicyAction, from: PolicyStatus): string[] {
  return table.transitions.filter((t) => t.action === action && t.from === from).map((t) => t.to);
}

/** The actions open to a policy in this status (the detail page offers these). */
export function actionsFrom(from: PolicyStatus): PolicyAction[] {
  return [...new Set(table.transitions.filter((t) => t.from === from).map((t) => t.action as PolicyAction))];
}

/** Why the action may not take the policy from `from` to `to` (the sentence), or undefined when it may. */
export function transitionRefusal(action: PolicyAction, from: PolicyStatus, to: string): string | undefined {
  if (targetsOf(action, from).includes(to)) return undefined;
  if (action === 'edit' && from !== 'pre_Bind') return fillTemplate(replies.endorseInstead, { status: labelOf(from) });
  if (action === 'change' && from === 'pre_Bind') return replies.nothingToChange;
  const viaOther = table.transitions.find((t) => t.from === from && t.to === to);
  if (viaOther?.action === 'cancel') return replies.useCancel;
  if (viaOther?.action === 'reinstate') return replies.useReinstate;
  return fillTemplate(replies.illegalTransition, { from: labelOf(from), to: labelOf(to) });
}

/** A field a move may require, and the policy's column that keeps it. */
export const requirableColumns = { carrier_Issued_Policy_Id: 'carrierPolicyNumber', binder_Number: 'binderNumber', bind_Date: 'bindDate' } as const;
export type RequirableField = keyof typeof requirableColumns;

/** The fields a move needs when the policy has none yet (the table's 'requires'). */
export function requiredFor(action: PolicyAction, from: PolicyStatus, to: string): RequirableField[] {
  return (table.transitions.find((t) => t.action === action && t.from === from && t.to === to)?.requires ?? []) as RequirableField[];
}

/** Each field the move needs that the policy, with what was sent, still lacks, with its sentence. */
export function missingRequirements(action: PolicyAction, from: PolicyStatus, to: string, has: (field: RequirableField) => boolean): { field: string; message: string }[] {
  return requiredFor(action, from, to).filter((field) => !has(field)).map((field) => ({ field: `/${field}`, message: replies[`requires_${field}`] }));
}

/** The statuses a new policy may start in. */
export const initialStatuses = table.initial;
/** In force: counted as active (its dates decide whether it still is). */
export const inForceStatuses = table.inForce;

/** The edit rule: free only while the policy and every line are pre_Bind. */
export function isFreelyEditable(status: PolicyStatus, lineStatuses: string[]): boolean {
  return targetsOf('edit', status).length > 0 && lineStatuses.every((s) => s === 'pre_Bind');
}
