import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/task/task.replies.json';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { likePattern } from '../../records/search.ts';

export const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);

/** 400 unless every assignee is a member of the tenant. */
export async function checkAssignees(tx: Db, auth: AuthContext, ids: string[], field = '/irys_Task/assignee') {
  if (!ids.length) return;
  const found = await tx.select({ id: memberships.userId }).from(memberships)
    .where(and(eq(memberships.tenantId, auth.tenantId), inArray(memberships.userId, ids)));
  if (found.length !== ids.length) throw fail(field, replies.assigneeNotMember);
}

/** The staff a task can be assigned to: the tenant's members, by first or last name. */
export async function assignees(db: Db, auth: AuthContext, search?: string) {
  const match = search?.trim() ? sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${likePattern(search)}` : sql`true`;
  return db.select({ assignee_Id: users.id, first_Name: users.firstName, last_Name: users.lastName, profile_Image: sql<null>`null` })
    .from(memberships).innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, auth.tenantId), match)).orderBy(asc(users.lastName), asc(users.firstName)).limit(50);
}
