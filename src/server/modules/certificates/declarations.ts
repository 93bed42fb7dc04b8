import replies from '../../../../schemas/certificates/certificates.replies.json';
import type { RecordDeclaration } from '../../records/record.ts';
import { certificateHolders, certificates } from './tables.ts';

export const holderRecords: RecordDeclaration<typeof certificateHolders> = { type: 'certificate_holder', noun: 'Certificate holder', table: certificateHolders, staleMessage: replies.holderStale };
export const certificateRecords: RecordDeclaration<typeof certificates> = { type: 'certificate', noun: 'Certificate', table: certificates, staleMessage: replies.certificateStale };
