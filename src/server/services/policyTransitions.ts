import table from '../../../schemas/policy/policy-transitions.json';
import policySchema from '../../../schemas/policy/policy.schema.json';
import replies from '../../../schemas/policy/policy.replies.json';
import { today } from '../../engine/core/clock.ts';
import { fillTemplate } from '../../engine/core/template.ts';
import { HttpError } from '../http/errors.ts';

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

/** 409 with a sentence unless the action may take the policy from `from` to `to`. */
export function assertTransition(action: PolicyAction, from: PolicyStatus, to: string): void {
  if (targetsOf(action, from).includes(to)) return;
  if (action === 'edit' && from !== 'pre_Bind') throw new HttpError(409, fillTemplate(replies.endorseInstead, { status: labelOf(from) }));
  if (action === 'change' && from === 'pre_Bind') throw new HttpError(409, replies.nothingToChange);
  const viaOther = table.transitions.find((t) => t.from === from && t.to === to);
  if (viaOther?.action === 'cancel') throw new HttpError(409, replies.useCancel);
  if (viaOther?.action === 'reinstate') throw new HttpError(409, replies.useReinstate);
  throw new HttpError(409, fillTemplate(replies.illegalTransition, { from: labelOf(from), to: labelOf(to) }));
}

/** A field a move may require, and the policy's column that keeps it. */
export const requirableColumns = { carrier_Issued_Policy_Id: 'carrierPolicyNumber', binder_Number: 'binderNumber', bind_Date: 'bindDate' } as const;
export type RequirableField = keyof typeof requirableColumns;

/** The fields a move needs when the policy has none yet (the table's 'requires'). */
export function requiredFor(action: PolicyAction, from: PolicyStatus, to: string): RequirableField[] {
  return (table.transitions.find((t) => t.action === action && t.from === from && t.to === to)?.requires ?? []) as RequirableField[];
}

/** 400 naming each field the move needs that the policy, with what was sent, still lacks; the sentence names the first. */
export function assertRequirements(action: PolicyAction, from: PolicyStatus, to: string, has: (field: RequirableField) => boolean): void {
  const missing = requiredFor(action, from, to).filter((field) => !has(field));
  if (!missing.length) return;
  const sentence = (field: RequirableField) => replies[`requires_${field}`];
  throw new HttpError(400, sentence(missing[0]), missing.map((field) => ({ field: `/${field}`, message: sentence(field) })));
}

/** The statuses a new policy may start in. */
export const initialStatuses = table.initial;
/** In force: counted as active (its dates decide whether it still is). */
export const inForceStatuses = table.inForce;

/** The edit rule: free only while the policy and every line are pre_Bind. */
export function isFreelyEditable(status: PolicyStatus, lineStatuses: string[]): boolean {
  return targetsOf('edit', status).length > 0 && lineStatuses.every((s) => s === 'pre_Bind');
}
