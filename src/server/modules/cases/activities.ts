import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TaskAssignedQuery } from '../../../generated/types/task-assigned.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { cases, entities, humans, markets, opportunities, taskRelations, tasks, users } from '../../db/schema.ts';
import { readPage } from '../../records/paging.ts';
import { likePattern, type ListQuery } from '../../records/search.ts';
import { taskColumns } from './declarations.ts';
import { myOpenCases, myOpenTasks } from './myWork.ts';
import type { CaseRows } from './caseRows.ts';
import type { TaskRow, TaskRows } from './taskRows.ts';

type AssignedFilters = Omit<TaskAssignedQuery, Exclude<keyof ListQuery, 'search'>>;

/** The signed-in user's queue (Activities): open tasks and cases, searched and filtered alike. */
export function createActivities(db: Db, { decorate, taskPage }: TaskRows, { caseSummaries }: CaseRows) {
  /** Tasks related to a human, an entity or a market whose name holds `pattern`. */
  const relatedNamed = (auth: AuthContext, pattern: string) => sql`${tasks.id} in (select ${taskRelations.taskId} from ${taskRelations}
    left join ${humans} on ${taskRelations.relatedToWho} = 'HUMAN' and ${humans.id} = ${taskRelations.relatedToWhoReferenceId}
    left join ${entities} on ${taskRelations.relatedToWho} = 'ENTITY' and ${entities.id} = ${taskRelations.relatedToWhoReferenceId}
    left join ${markets} on ${taskRelations.relatedToWho} = 'MARKET' and ${markets.id} = ${taskRelations.relatedToWhoReferenceId}
    where ${taskRelations.tenantId} = ${auth.tenantId} and (${humans.searchName} like ${pattern} or ${entities.searchName} like ${pattern} or ${markets.searchName} like ${pattern}))`;

  /** Cases on a human or an entity whose name holds `pattern`, or on an opportunity whose insured's does. */
  const caseOnNamed = (auth: AuthContext, pattern: string) => sql`(${cases.moduleReferenceId} in (select ${humans.id} from ${humans} where ${humans.tenantId} = ${auth.tenantId} and ${humans.searchName} like ${pattern})
    or ${cases.moduleReferenceId} in (select ${entities.id} from ${entities} where ${entities.tenantId} = ${auth.tenantId} and ${entities.searchName} like ${pattern})
    or ${cases.moduleReferenceId} in (select ${opportunities.id} from ${opportunities} where ${opportunities.tenantId} = ${auth.tenantId} and lower(${opportunities.insuredName}) like ${pattern}))`;

  /** The Activities page's search and filters (cases only leaves tasks out): the task's name or a related record's name, source, priority, a due range of whole UTC days, a related human's or entity's name. */
  function assignedFilters(auth: AuthContext, q: AssignedFilters): SQL[] {
    const where: SQL[] = [];
    if (q.search?.trim()) where.push(sql`(${tasks.searchName} like ${likePattern(q.search)} or ${relatedNamed(auth, likePattern(q.search))})`);
    if (q.activity_Type === 'case') where.push(sql`false`);
    if (q.source) where.push(eq(tasks.source, q.source));
    if (q.priority !== undefined) where.push(eq(tasks.priority, q.priority));
    if (q.due_Date_From) where.push(sql`${tasks.dueAt} >= ${q.due_Date_From}::timestamp at time zone 'UTC'`);
    if (q.due_Date_To) where.push(sql`${tasks.dueAt} < (${q.due_Date_To}::date + 1)::timestamp at time zone 'UTC'`);
    if (q.related_To?.trim()) where.push(relatedNamed(auth, likePattern(q.related_To)));
    return where;
  }

  /** The same search and filters over cases: description or the name of the record it is on, priority, due day; a case has no source, so asking for one (or for tasks only) leaves cases out. */
  function assignedCaseFilters(auth: AuthContext, q: AssignedFilters): SQL[] {
    const where: SQL[] = [];
    if (q.search?.trim()) where.push(sql`(${cases.searchName} like ${likePattern(q.search)} or ${caseOnNamed(auth, likePattern(q.search))})`);
    if (q.source || q.activity_Type === 'task') where.push(sql`false`);
    if (q.priority !== undefined) where.push(eq(cases.isPriority, q.priority === 1));
    if (q.due_Date_From) where.push(sql`${cases.dueDate} >= ${q.due_Date_From}`);
    if (q.due_Date_To) where.push(sql`${cases.dueDate} <= ${q.due_Date_To}`);
    if (q.related_To?.trim()) where.push(caseOnNamed(auth, likePattern(q.related_To)));
    return where;
  }

  type Opens = { record_Type: string; record_Reference_Id: string } | Record<string, never>;
  /** The page an activity row opens: the record its case is on, else the first record it is related to. */
  const opens = (kind: string | undefined, id: string | undefined): Opens => (kind && id ? { record_Type: kind.toLowerCase(), record_Reference_Id: id } : {});

  /** An activity row: a task or a case by the same names (the case's record as its Related to (Who)), with the page it opens. */
  const taskActivity = (t: Awaited<ReturnType<typeof decorate>>[number], onCase: Opens) => ({
    activity_Type: 'task', activity_Reference_Id: t.task_Reference_Id, version: t.version, name: t.task_Name, due_Date: t.due_Date, is_Overdue: t.is_Overdue,
    source: t.source, priority: t.priority, data: t.data, assignees: t.assignees, case_Reference_Id: t.case_Reference_Id,
    ...('record_Type' in onCase ? onCase : opens(t.data[0]?.related_To_Who, t.data[0]?.related_To_Who_Reference_Id)),
  });
  const caseActivity = (c: Awaited<ReturnType<typeof caseSummaries>>[number], opportunity?: OpportunityOfCase) => ({
    activity_Type: 'case', activity_Reference_Id: c.irys_Case_Reference_Id, version: c.version, name: c.description, due_Date: c.due_Date, is_Overdue: c.is_Overdue,
    source: null, priority: c.is_Priority ? 1 : 0, case_Type: c.case_Type, open_Tasks: c.open_Tasks,
    assignees: c.assignees.length || !opportunity?.assignee ? c.assignees : [opportunity.assignee],
    data: [opportunity?.insured ?? { related_To_Who: c.module_Type.toUpperCase(), related_To_Who_Reference_Id: c.case_Module_Reference_Id, related_To_Who_Name: c.entity_Name ?? c.human_Name }],
    ...opens(c.module_Type, c.case_Module_Reference_Id),
  });

  type OpportunityOfCase = Awaited<ReturnType<typeof opportunitiesOfCases>> extends Map<string, infer O> ? O : never;
  /** An opportunity case's client (the insured) and assignee, by case id: what its activity row shows. */
  async function opportunitiesOfCases(caseIds: string[]) {
    const rows = caseIds.length
      ? await db.select({
        caseId: opportunities.caseId, type: opportunities.insuredType, humanId: opportunities.insuredHumanId, entityId: opportunities.insuredEntityId,
        name: opportunities.insuredName, assigneeId: users.id, first: users.firstName, last: users.lastName,
      }).from(opportunities).leftJoin(users, eq(users.id, opportunities.assigneeUserId)).where(inArray(opportunities.caseId, caseIds))
      : [];
    return new Map(rows.map((o) => [o.caseId, {
      insured: { related_To_Who: o.type.toUpperCase(), related_To_Who_Reference_Id: (o.humanId ?? o.entityId)!, related_To_Who_Name: o.name },
      assignee: o.assigneeId ? { assignee_Id: o.assigneeId, assignee_First_Name: o.first!, assignee_Last_Name: o.last! } : undefined,
    }]));
  }

  /** The record each task's case is on, by case id. */
  async function recordsOfCases(caseIds: string[]) {
    const rows = caseIds.length ? await db.select({ id: cases.id, kind: cases.moduleType, on: cases.moduleReferenceId }).from(cases).where(inArray(cases.id, caseIds)) : [];
    return new Map(rows.map((c) => [c.id, opens(c.kind, c.on)]));
  }

  return {
    /** GET /v1/task-assigned: the signed-in user's open tasks, overdue (soonest due) first, narrowed as the query asks. */
    async assignedTasks(auth: AuthContext, q: ListQuery & AssignedFilters) {
      return taskPage([...myOpenTasks(auth), ...assignedFilters(auth, q)], q);
    },

    /**
     * GET /v1/work-assigned (Activities): the signed-in user's open tasks and open cases in one list,
     * overdue (soonest due) first, then those without a due date; a case is due at the end of its day
     * (UTC). Narrowed by the same search and filters, on whichever of them apply.
     */
    async assignedWork(auth: AuthContext, q: ListQuery & AssignedFilters) {
      const direction = q.sort === 'desc' ? sql`desc` : sql`asc`;
      const key = q.sortKey === 'created_At' ? sql`created_at` : sql`due`;
      const both = sql`select 'task' as kind, ${tasks.id} as id, ${tasks.dueAt} as due, ${tasks.createdAt} as created_at from ${tasks} where ${and(...myOpenTasks(auth), ...assignedFilters(auth, q))}
        union all select 'case', ${cases.id}, (${cases.dueDate} + 1)::timestamp at time zone 'UTC' - interval '1 second', ${cases.createdAt} from ${cases} where ${and(...myOpenCases(auth), ...assignedCaseFilters(auth, q))}`;
      const { rows, ...page } = await readPage(q,
        async (limit, offset) => (await db.execute(sql`select kind, id from (${both}) work order by ${key} is null, ${key} ${direction}, id limit ${limit} offset ${offset}`) as unknown as { rows: { kind: 'task' | 'case'; id: string }[] }).rows,
        async () => Number((await db.execute(sql`select count(*)::int as n from (${both}) work`) as unknown as { rows: { n: number }[] }).rows[0].n));
      const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
      const [taskRows, caseRows] = await Promise.all([
        ids('task').length ? db.select(taskColumns).from(tasks).where(inArray(tasks.id, ids('task'))) : [],
        ids('case').length ? db.select().from(cases).where(inArray(cases.id, ids('case'))) : [],
      ]);
      const taskCaseIds = [...new Set(taskRows.map((t) => t.case_Reference_Id).filter((id): id is string => Boolean(id)))];
      const [decorated, summaries, onCases, ofOpportunities] = await Promise.all([
        decorate(taskRows as TaskRow[]), caseSummaries(caseRows), recordsOfCases(taskCaseIds),
        opportunitiesOfCases(caseRows.filter((c) => c.moduleType === 'opportunity').map((c) => c.id)),
      ]);
      const shown = new Map<string, object>([
        ...decorated.map((t) => [t.task_Reference_Id, taskActivity(t, onCases.get(t.case_Reference_Id as string) ?? {})] as const),
        ...summaries.map((c) => [c.irys_Case_Reference_Id, caseActivity(c, ofOpportunities.get(c.irys_Case_Reference_Id))] as const),
      ]);
      return { activities: rows.map((r) => shown.get(r.id)!), ...page };
    },

  };
}
