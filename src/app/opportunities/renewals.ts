import type { GetOpportunityRenewalsAnswer } from '../../generated';

/** The windows the renewals view offers, in days (GET /v1/opportunity/renewals?days=). */
export const renewalWindows = [30, 60, 90, 120];

/** A page of policies due for renewal, as GET /v1/opportunity/renewals gives it. */
export type RenewalsPage = GetOpportunityRenewalsAnswer;
export type RenewalRow = RenewalsPage['renewals'][number];
