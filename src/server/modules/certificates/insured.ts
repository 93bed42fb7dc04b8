import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/certificates/certificates.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { contactLinks, contacts, entities, humans } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import common from '../../../../schemas/common/common.replies.json';

export type InsuredKind = 'human' | 'entity';

/** The insured as a certificate prints it: its name and its primary contact's mailing address. */
export interface Insured {
  kind: InsuredKind;
  id: string;
  name: string;
  address: string[];
}

export const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);

/** An address as lines: street lines, then 'City, ST 12345'. */
export function addressLines(a: { line1?: string | null; line2?: string | null; city?: string | null; stateCode?: string | null; zip?: string | null }): string[] {
  const place = [[a.city, a.stateCode].filter(Boolean).join(', '), a.zip].filter(Boolean).join(' ');
  return [a.line1, a.line2, place].filter((line): line is string => Boolean(line));
}

/** The tenant's human or entity on the books, with its address. */
/** `as`: a field of the body (400 naming it) or the subject of the call (404 like a missing record). */
export async function readInsured(db: Db, auth: AuthContext, kind: InsuredKind, id: string, as: 'field' | 'subject' = 'field'): Promise<Insured> {
  const table = kind === 'human' ? humans : entities;
  const name = kind === 'human' ? sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` : entities.name;
  const [found] = await db.select({ name }).from(table).where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
  if (!found) throw as === 'field' ? fail('/insured_Reference_Id', fillTemplate(replies.insuredNotFound, { kind })) : new HttpError(404, fillTemplate(replies.insuredNotFound, { kind }));
  const [contact] = await db.select({ line1: contacts.mailingLine1, line2: contacts.mailingLine2, city: contacts.mailingCity, stateCode: contacts.mailingStateCode, zip: contacts.mailingZip })
    .from(contactLinks).innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
    .where(and(eq(contactLinks.tenantId, auth.tenantId), eq(contactLinks.recordType, kind), eq(contactLinks.recordId, id), isNull(contacts.retiredAt)))
    .orderBy(desc(contactLinks.isPrimary), contactLinks.createdAt).limit(1);
  return { kind, id, name: found.name, address: contact ? addressLines(contact) : [] };
}
