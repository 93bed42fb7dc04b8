import type { ServerModule } from '../module.ts';
import { contactRecords } from './declarations.ts';
import { contactRoutes } from './routes.ts';

/** Contacts: phones, emails and addresses, one record shared by every human and entity it serves. */
export const contactsModule: ServerModule = {
  api: { tag: 'Contacts', description: 'Contacts shared by humans and entities.', routes: contactRoutes },
  records: [contactRecords],
};
