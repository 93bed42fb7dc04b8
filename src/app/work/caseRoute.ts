import type { CaseRead } from './work';

/**
 * Where a case opens, by its type: an opportunity's page, or a general request's
 * (/general-request/{moduleReferenceId}/{caseReferenceId}); any other type has no page.
 */
export function casePath(c: Pick<CaseRead, 'case_Type' | 'case_Module_Reference_Id' | 'irys_Case_Reference_Id'>): string | undefined {
  const module = encodeURIComponent(c.case_Module_Reference_Id);
  if (c.case_Type === 'OPPORTUNITY') return `/opportunity/${module}`;
  if (c.case_Type === 'GENERAL_REQUEST') return `/general-request/${module}/${encodeURIComponent(c.irys_Case_Reference_Id)}`;
  return undefined;
}

/** A code's words capitalised: GENERAL_REQUEST -> 'General Request'. */
export const wordsOf = (code: string) => code.toLowerCase().split(/[_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
