import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import * as clock from '../../../engine/core/clock.ts';
import type { Db } from '../../db/client.ts';
import { cases, entities, humans, taskAssignees, tasks, users } from '../../db/schema.ts';
import { countWhere, readPage } from '../../records/paging.ts';
import type { ListQuery } from '../../records/search.ts';

/** Cases as the spec reads them: summaries of rows, and pages of them. */
export function createCaseRows(db: Db) {
  /** Cases matching `where`, a page of them, soonest due first (or by creation). */
  async function casePage(where: SQL[], q: ListQuery) {
    const direction = q.sort === 'desc' ? desc : asc;
    const order = q.sortKey === 'created_At' ? [direction(cases.createdAt)] : [asc(sql`${cases.dueDate} is null`), direction(cases.dueDate)];
    const { rows, ...page } = await readPage(q, (limit, offset) => db.select().from(cases).where(and(...where)).orderBy(...order, asc(cases.id)).limit(limit).offset(offset),
      () => countWhere(db, cases, and(...where)));
    return { cases: await caseSummaries(rows), ...page };
  }

  /** Cases in the spec's read shape: open task count, assignees (of their tasks), the record they are on (an entity's name and logo, a human's name). */
  async function caseSummaries(rows: (typeof cases.$inferSelect)[], now = clock.now().getTime()) {
    const ids = rows.map((c) => c.id);
    if (!ids.length) return [];
    const onKind = (kind: string) => rows.filter((c) => c.moduleType === kind).map((c) => c.moduleReferenceId);
    const entityIds = onKind('entity');
    const humanIds = onKind('human');
    const [open, people, onEntities, onHumans] = await Promise.all([
      db.select({ caseId: tasks.caseId, n: sql<number>`count(*)`.mapWith(Number) }).from(tasks)
        .where(and(inArray(tasks.caseId, ids), eq(tasks.status, 'open'), isNull(tasks.retiredAt))).groupBy(tasks.caseId),
      db.selectDistinct({ caseId: tasks.caseId, id: users.id, first: users.firstName, last: users.lastName }).from(tasks)
        .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id)).innerJoin(users, eq(users.id, taskAssignees.userId))
        .where(and(inArray(tasks.caseId, ids), isNull(tasks.retiredAt)))
        .unionAll(db.select({ caseId: cases.id, id: users.id, first: users.firstName, last: users.lastName }).from(cases)
          .innerJoin(users, eq(users.id, cases.assigneeUserId)).where(inArray(cases.id, ids))),
      entityIds.length
        ? db.select({ id: entities.id, name: entities.name, image: entities.profileImage }).from(entities).where(inArray(entities.id, entityIds))
        : [],
      humanIds.length
        ? db.select({ id: humans.id, name: sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` }).from(humans).where(inArray(humans.id, humanIds))
        : [],
    ]);
    return rows.map((c) => {
      const entity = onEntities.find((e) => e.id === c.moduleReferenceId);
      const human = onHumans.find((h) => h.id === c.moduleReferenceId);
      return {
        irys_Case_Reference_Id: c.id,
        version: c.version,
        case_Module_Reference_Id: c.moduleReferenceId,
        module_Type: c.moduleType,
        case_Type: c.caseType,
        case_Status: c.caseStatus,
        description: c.description,
        is_Priority: c.isPriority,
        due_Date: c.dueDate,
        is_Overdue: Boolean(c.dueDate) && new Date(`${c.dueDate}T23:59:59Z`).getTime() < now && c.caseStatus !== 'closed',
        open_Tasks: open.find((o) => o.caseId === c.id)?.n ?? 0,
        request_Type: c.requestType,
        // the case's own assignee first, then its tasks' (each once)
        assignees: [...new Map(people.filter((p) => p.caseId === c.id).sort((a, b) => Number(b.id === c.assigneeUserId) - Number(a.id === c.assigneeUserId))
          .map((p) => [p.id, { assignee_Id: p.id, assignee_First_Name: p.first, assignee_Last_Name: p.last }])).values()],
        entity_Name: entity?.name ?? null,
        entity_Profile_Image: entity?.image ?? null,
        human_Name: human?.name ?? null,
      };
    });
  }

  return { caseSummaries, casePage };
}

export type CaseRows = ReturnType<typeof createCaseRows>;
