import replies from '../../../../schemas/email/email.replies.json';
import { emailDrafts } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';

export const draftRecords: RecordDeclaration<typeof emailDrafts> = {
  type: 'email',
  noun: 'Email draft',
  table: emailDrafts,
  staleMessage: replies.stale,
};
