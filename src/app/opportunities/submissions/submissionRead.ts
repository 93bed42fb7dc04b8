import type { GetOpportunitySubmissionAnswer } from '../../../generated';

/** A row of the submission table (GET /v1/opportunity/submission, submissionList) with its versions. */
export type SubmissionRead = GetOpportunitySubmissionAnswer['submissionList'][number];

/** A submission version with its lines (each its stage and status with the market) and its quotes. */
export type VersionRead = SubmissionRead['versions'][number];
