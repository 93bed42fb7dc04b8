import { and, eq, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/email/email.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { cases, entities, humans, opportunities, policies } from '../../db/schema.ts';
import { fail } from './recipients.ts';

/** The records a mail can concern, by the kind the API names them. */
export const relatedTables = { human: humans, entity: entities, case: cases, opportunity: opportunities, policy: policies } as const;
export type RelatedKind = keyof typeof relatedTables;

/** The record a draft is written from, checked on the tenant's books (400 naming related_To otherwise). */
export async function checkedRelated(tx: Db, auth: AuthContext, related: { type: string; reference_Id: string }): Promise<{ relatedType: RelatedKind; relatedId: string }> {
  const kind = related.type.toLowerCase() as RelatedKind;
  const table = relatedTables[kind];
  const [found] = await tx.select({ id: table.id }).from(table)
    .where(and(eq(table.id, related.reference_Id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
  if (!found) throw fail('/related_To/reference_Id', fillTemplate(replies.relatedNotFound, { kind }));
  return { relatedType: kind, relatedId: found.id };
}
