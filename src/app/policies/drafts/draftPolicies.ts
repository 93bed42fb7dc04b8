import useSWR from 'swr';
import type { GetPolicyDraftsAnswer } from '../../../generated';
import { api, fetchResolved } from '../../api/client';

/** A draft policy as the server keeps it (DECISIONS 73): the spec's client-side model under `draft`, whatever of it was filled. */
export type StoredDraft = GetPolicyDraftsAnswer['drafts'][number];

export const draftsPath = '/v1/policy/drafts';

/** The signed-in user's draft policies, oldest first. */
export function useDraftPolicies() {
  return useSWR(draftsPath, (path: string) => fetchResolved<GetPolicyDraftsAnswer>(path).then((r) => r.drafts), { revalidateOnFocus: false });
}

export const removeDraft = (d: StoredDraft) => api('/v1/policy/draft/remove', { method: 'PUT', body: { policy_Draft_Reference_Id: d.policy_Draft_Reference_Id, version: d.version } });

/** Every draft saved as a policy in one transaction: the server's sentence ('3 policies saved'), or its refusal naming the draft that failed. */
export const saveDrafts = () => api<{ count: number }>('/v1/policy/draft/save', { method: 'POST', body: {} });
