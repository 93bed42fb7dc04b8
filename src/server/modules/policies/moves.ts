import { missingRequirements, transitionRefusal, type PolicyAction, type PolicyStatus, type RequirableField } from '../../../domain/policyTransitions.ts';
import { HttpError } from '../../http/errors.ts';

/** 409 with the sentence unless the action may take the policy from `from` to `to` (the rules: src/domain/policyTransitions.ts). */
export function assertTransition(action: PolicyAction, from: PolicyStatus, to: string): void {
  const refusal = transitionRefusal(action, from, to);
  if (refusal) throw new HttpError(409, refusal);
}

/** 400 naming each field the move needs that the policy, with what was sent, still lacks; the sentence names the first. */
export function assertRequirements(action: PolicyAction, from: PolicyStatus, to: string, has: (field: RequirableField) => boolean): void {
  const missing = missingRequirements(action, from, to, has);
  if (missing.length) throw new HttpError(400, missing[0].message, missing);
}
