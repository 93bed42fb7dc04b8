import { contacts } from '../db/schema.ts';
import type { RecordDeclaration } from '../records/record.ts';

export const contactRecords: RecordDeclaration<typeof contacts> = {
  type: 'contact',
  noun: 'Contact',
  table: contacts,
  staleMessage: 'This contact information was changed by someone else since you opened it. Reload to see the latest details.',
};
