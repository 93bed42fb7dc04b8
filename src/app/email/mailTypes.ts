/** A recipient as the composer holds it and POST /v1/email takes it (toEmailAdd / toEmailRemove). */
export interface Recipient {
  emailId: string;
  full_Name?: string;
  reference_Id?: string;
  humanOrEntity?: string;
  contact_Reference_Id?: string;
}

export type RecipientKind = 'to' | 'cc' | 'bcc';

/** A file attached to the mail. */
export interface Attached {
  file_Reference_Id: string;
  name: string;
}

/** The record the mail is written from (its page's case side panel, the viewer's file). */
export interface MailAbout {
  kind: 'human' | 'entity' | 'case' | 'opportunity' | 'policy';
  id: string;
}

/** A name as recipient lists show it: at most 30 characters (spec 02 section 9). */
export const cutName = (name: string, max = 30) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** The human or entity the mail is written for (the page's client, a case's). */
export interface MailClient {
  kind: 'human' | 'entity';
  id: string;
  name?: string;
}
