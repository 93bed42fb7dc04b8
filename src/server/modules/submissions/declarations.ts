import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { RecordDeclaration } from '../../records/record.ts';
import { quotes, submissions, submissionVersions } from './tables.ts';

export const submissionRecords: RecordDeclaration<typeof submissions> = { type: 'submission', noun: 'Submission', table: submissions, staleMessage: replies.submissionStale };
export const submissionVersionRecords: RecordDeclaration<typeof submissionVersions> = { type: 'submission_version', noun: 'Submission version', table: submissionVersions, staleMessage: replies.submissionStale };
export const quoteRecords: RecordDeclaration<typeof quotes> = { type: 'quote', noun: 'Quote', table: quotes, staleMessage: replies.submissionStale };
