import type { QuoteRead } from '../detail/proposalRules';

/** A line of a submission version: its stage and status with the market (new when sent). */
export interface VersionLine {
  line_Of_Business_Id: string;
  line_Of_Business_Name: string | null;
  stage: string;
  status: string;
}

/** A submission version as GET /v1/opportunity/submission reads it, with its quotes. */
export interface VersionRead {
  version_Reference_Id: string;
  version: number;
  version_Code: string;
  version_Name: string;
  version_Type: string | null;
  line_Of_Business: VersionLine[];
  quotes: QuoteRead[];
}

/** A row of the submission table (GET /v1/opportunity/submission, submissionList) with its versions. */
export interface SubmissionRead {
  submission_Reference_Id: string;
  version: number;
  submissionName: string;
  submissionMarket: string;
  market_Reference_Id: string;
  versions: VersionRead[];
}
