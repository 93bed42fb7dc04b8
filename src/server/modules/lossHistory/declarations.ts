import replies from '../../../../schemas/policy/policy.replies.json';
import type { RecordDeclaration } from '../../records/record.ts';
import { lossHistory, priorCarriers } from './tables.ts';

export const lossHistoryRecords: RecordDeclaration<typeof lossHistory> = { type: 'loss_history', noun: 'Loss history', table: lossHistory, staleMessage: replies.stale };
export const priorCarrierRecords: RecordDeclaration<typeof priorCarriers> = { type: 'prior_carrier', noun: 'Prior carrier', table: priorCarriers, staleMessage: replies.stale };
