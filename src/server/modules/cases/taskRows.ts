import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as clock from '../../../engine/core/clock.ts';
import type { Db } from '../../db/client.ts';
import { entities, humans, markets, taskAssignees, taskRelations, tasks, users } from '../../db/schema.ts';
import { countWhere, readPage } from '../../records/paging.ts';
import type { ListQuery } from '../../records/search.ts';
import { taskColumns } from './declarations.ts';

export type TaskRow = { [K in keyof typeof taskColumns]: unknown } & { task_Reference_Id: string; dueAt: Date | string | null; status: string };

/** A due time as the spec sends it: ISO 8601 with a +00:00 offset. */
const utc = (at: Date | string | null) => (at ? new Date(at).toISOString().replace('Z', '+00:00') : null);

/** Tasks as the spec reads them: each row decorated, and pages of them. */
export function createTaskRows(db: Db) {
  /** Task rows in the spec's read shape: assignees (the first also flat), relations, overdue. */
  async function decorate(rows: TaskRow[], now = clock.now().getTime()) {
    const ids = rows.map((r) => r.task_Reference_Id);
    const [assigned, related] = ids.length
      ? await Promise.all([
        db.select({ taskId: taskAssignees.taskId, id: users.id, first: users.firstName, last: users.lastName }).from(taskAssignees)
          .innerJoin(users, eq(users.id, taskAssignees.userId)).where(inArray(taskAssignees.taskId, ids)).orderBy(asc(users.lastName), asc(users.firstName)),
        db.select({
          relation: taskRelations,
          name: sql<string | null>`coalesce(${entities.name}, ${markets.name}, ${humans.firstName} || ' ' || ${humans.lastName})`,
        }).from(taskRelations)
          .leftJoin(humans, and(eq(taskRelations.relatedToWho, 'HUMAN'), eq(humans.id, taskRelations.relatedToWhoReferenceId)))
          .leftJoin(entities, and(eq(taskRelations.relatedToWho, 'ENTITY'), eq(entities.id, taskRelations.relatedToWhoReferenceId)))
          .leftJoin(markets, and(eq(taskRelations.relatedToWho, 'MARKET'), eq(markets.id, taskRelations.relatedToWhoReferenceId)))
          .where(inArray(taskRelations.taskId, ids)),
      ])
      : [[], []];
    return rows.map(({ dueAt, ...row }) => {
      const people = assigned.filter((a) => a.taskId === row.task_Reference_Id);
      return {
        ...row,
        due_Date: utc(dueAt),
        is_Overdue: Boolean(dueAt) && new Date(dueAt!).getTime() < now && row.status !== 'closed',
        assignee: people.map((p) => p.id),
        assignees: people.map((p) => ({ assignee_Id: p.id, assignee_First_Name: p.first, assignee_Last_Name: p.last, assignee_Image: null })),
        assignee_Id: people[0]?.id ?? null,
        assignee_First_Name: people[0]?.first ?? null,
        assignee_Last_Name: people[0]?.last ?? null,
        assignee_Image: null,
        data: related.filter(({ relation: r }) => r.taskId === row.task_Reference_Id).map(({ relation: r, name }) => ({
          related_To_Who: r.relatedToWho,
          related_To_Who_Reference_Id: r.relatedToWhoReferenceId,
          related_To_Who_Name: name,
          related_To_What: r.relatedToWhat,
          related_To_What_reference_Id: r.relatedToWhatReferenceId,
          relationship_Code: 'TASK',
        })),
      };
    });
  }

  /** Tasks matching `where`, a page of them, soonest due first (or by creation). */
  async function taskPage(where: SQL[], q: ListQuery) {
    const direction = q.sort === 'desc' ? desc : asc;
    const order = q.sortKey === 'created_At' ? [direction(tasks.createdAt)] : [asc(sql`${tasks.dueAt} is null`), direction(tasks.dueAt)];
    const { rows, ...page } = await readPage(q, (limit, offset) => db.select(taskColumns).from(tasks).where(and(...where)).orderBy(...order, asc(tasks.id)).limit(limit).offset(offset),
      () => countWhere(db, tasks, and(...where)));
    return { tasks: await decorate(rows as TaskRow[]), ...page };
  }

  return { decorate, taskPage };
}

export type TaskRows = ReturnType<typeof createTaskRows>;
