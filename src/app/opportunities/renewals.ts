/** The windows the renewals view offers, in days (GET /v1/opportunity/renewals?days=). */
export const renewalWindows = [30, 60, 90, 120];

/** A policy due for renewal, as GET /v1/opportunity/renewals gives it. */
export type RenewalRow = Record<string, unknown> & { policy_Reference_Id: string };

export interface RenewalsPage {
  renewals: RenewalRow[];
  count: number;
  last_Page: number;
}
