import replies from '../../../../schemas/contact/contact.replies.json';
import { contacts } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';

export const contactRecords: RecordDeclaration<typeof contacts> = {
  type: 'contact',
  noun: 'Contact',
  table: contacts,
  staleMessage: replies.stale,
};
