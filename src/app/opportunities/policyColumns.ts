import policyList from '../../../screens/lists/policy.list.json';
import type { ListColumn } from '../../engine/core/screenManifests';

/**
 * Policy cells as the policy list shows them (lines as icons, dates, dollars) under other headings:
 * `labels` by the row's key; `sameAs` names the policy list's column of a key it calls otherwise
 * (the renewals' lob_Data is the list's line_Of_Business). A key the list lacks shows as text.
 */
export function policyColumns(labels: Record<string, string>, sameAs: Record<string, string> = {}): ListColumn[] {
  return Object.entries(labels).map(([key, label]) => {
    const source = (policyList.columns as ListColumn[]).find((c) => c.key === (sameAs[key] ?? key));
    return { ...source, key, label, sortKey: undefined, linksRow: undefined };
  });
}
