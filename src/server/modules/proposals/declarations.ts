import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import type { RecordDeclaration } from '../../records/record.ts';
import { proposals } from './tables.ts';

export const proposalRecords: RecordDeclaration<typeof proposals> = { type: 'proposal', noun: 'Proposal', table: proposals, staleMessage: replies.proposalStale };
