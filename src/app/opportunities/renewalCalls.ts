import type { PostOpportunityRenewalAnswer } from '../../generated';
import { api } from '../api/client';

/** An insured found by name (GET /v1/lookup/entity-human): a human or an entity. */
export interface Insured {
  type: 'Human' | 'Entity';
  from_Id: string;
  name: string;
}

export type PolicyRow = Record<string, unknown> & { policy_Reference_Id: string };

/** The renewal dialog's insured search: humans and entities by name, a page of 100. */
export async function findInsureds(typed: string): Promise<Insured[]> {
  const { resolved } = await api<{ results: Insured[] }>(`/v1/lookup/entity-human?search=${encodeURIComponent(typed)}&limit=100`);
  return resolved.results;
}

/** An insured's policies by the spec's filter body (everything, premium 0 to 1,000,000, no deleted ones). */
export async function policiesOf(insured: Insured): Promise<PolicyRow[]> {
  const kind = insured.type === 'Human' ? 'human' : 'entity';
  const { resolved } = await api<Record<string, PolicyRow[]>>(`/v1/policies/${kind}`, {
    method: 'POST',
    body: {
      [`${kind}_Reference_Id`]: insured.from_Id, policies: 'all', market_Type: 'all', bill_Type: 'all', line_Of_Business: [],
      active_Premium_range: { min: 0, max: 1000000 }, show_Deleted_Policies: false,
    },
  });
  return resolved[kind === 'human' ? 'policies_For_Human' : 'policies_For_Entity'] ?? [];
}

/** POST /v1/opportunity/renewal: the renewal opportunity of the policies ticked; answers its id. */
export async function startRenewal(policyIds: string[]): Promise<string> {
  const { resolved } = await api<PostOpportunityRenewalAnswer>('/v1/opportunity/renewal', { method: 'POST', body: { policy_Reference_Id: policyIds } });
  return resolved.opportunity_Reference_Id;
}
