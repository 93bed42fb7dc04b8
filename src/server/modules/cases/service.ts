import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/task/task.replies.json';
import requestReplies from '../../../../schemas/generalRequest/generalRequest.replies.json';
import type { TaskBody } from '../../../generated/types/task.ts';
import type { TaskAssignedQuery } from '../../../generated/types/task-assigned.ts';
import * as clock from '../../../engine/core/clock.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { CaseAddBody } from '../../../generated/types/case-add.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { cases, entities, humans, markets, memberships, opportunities, policies, taskAssignees, taskRelations, tasks, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, likePattern, type ListQuery } from '../../records/search.ts';
import { countWhere, pageSlice, readPage } from '../../records/paging.ts';
import type { ServiceDeps } from '../../services/index.ts';
import { caseRecords, caseTaskSearch, taskColumns, taskRecords } from './declarations.ts';
import { myOpenCases, myOpenTasks } from './myWork.ts';


type Task = TaskBody['irys_Task'];
type Relation = NonNullable<TaskBody['data']>[number];
type AssignedFilters = Omit<TaskAssignedQuery, Exclude<keyof ListQuery, 'search'>>;
type TaskRow = { [K in keyof typeof taskColumns]: unknown } & { task_Reference_Id: string; dueAt: Date | string | null; status: string };

const tables = { HUMAN: humans, ENTITY: entities, MARKET: markets } as const;
/** What a relation's related_To_What may name (its reference checked like the who's). */
const whatTables = { ...tables, OPPORTUNITY: opportunities, POLICY: policies, CASE: cases } as const;
/** A due time as the spec sends it: ISO 8601 with a +00:00 offset. */
const utc = (at: Date | string | null) => (at ? new Date(at).toISOString().replace('Z', '+00:00') : null);
const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);

/** Tasks and cases: their own rules (assignees, relations, overdue) on the shared record lifecycle. */
export function createTaskService({ db, cipher }: ServiceDeps) {
  const taskLife = createRecords(db, cipher, taskRecords);
  const caseLife = createRecords(db, cipher, caseRecords);
  const caseTasks = createSearch(db, caseTaskSearch);

  /** 400 unless every assignee is a member of the tenant. */
  async function checkAssignees(tx: Db, auth: AuthContext, ids: string[], field = '/irys_Task/assignee') {
    if (!ids.length) return;
    const found = await tx.select({ id: memberships.userId }).from(memberships)
      .where(and(eq(memberships.tenantId, auth.tenantId), inArray(memberships.userId, ids)));
    if (found.length !== ids.length) throw fail(field, replies.assigneeNotMember);
  }

  /** 400 unless the record is on the tenant's books; it is kept there (FOR SHARE) until the task's transaction ends. */
  async function checkRelated(tx: Db, auth: AuthContext, kind: keyof typeof whatTables, id: string, field: string) {
    const table = whatTables[kind];
    const [found] = await tx.select({ id: table.id }).from(table)
      .where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt))).for('share');
    if (!found) throw fail(field, fillTemplate(replies.relatedNotFound, { kind: kind.toLowerCase() }));
  }

  /** 400 unless every related record (who: a human, an entity or a market; what: any record named by its kind) is on the tenant's books. */
  async function checkRelations(tx: Db, auth: AuthContext, data: Relation[]) {
    for (const [i, r] of data.entries()) {
      await checkRelated(tx, auth, r.related_To_Who.toUpperCase() as keyof typeof tables, r.related_To_Who_Reference_Id, `/data/${i}/related_To_Who_Reference_Id`);
      if (!r.related_To_What_reference_Id) continue;
      const what = r.related_To_What?.toUpperCase();
      if (!what || !(what in whatTables)) throw fail(`/data/${i}/related_To_What`, replies.relatedWhatUnknown);
      await checkRelated(tx, auth, what as keyof typeof whatTables, r.related_To_What_reference_Id, `/data/${i}/related_To_What_reference_Id`);
    }
  }

  async function checkCase(tx: Db, auth: AuthContext, caseId: string | undefined) {
    if (caseId) await caseLife.row(auth, caseId, tx);
  }

  function columnsOf(task: Task) {
    return {
      taskName: task.task_Name.trim(),
      taskDescription: task.task_Description?.trim() || null,
      taskType: task.task_Type || 'DEFAULT',
      status: task.status ?? 'open',
      dueAt: task.due_Date ? new Date(task.due_Date) : null,
      isRead: task.is_Read ?? false,
      priority: task.priority ?? 0,
      source: task.source ?? null,
      metadata: task.metadata ?? null,
      caseId: task.case_Reference_Id ?? null,
      searchName: task.task_Name.trim().toLowerCase(),
    };
  }

  async function writeLinks(tx: Db, auth: AuthContext, taskId: string, task: Task, data: Relation[]) {
    await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    await tx.delete(taskRelations).where(eq(taskRelations.taskId, taskId));
    const assignees = [...new Set(task.assignee ?? [])];
    if (assignees.length) await tx.insert(taskAssignees).values(assignees.map((userId) => ({ tenantId: auth.tenantId, taskId, userId })));
    const relations = new Map(data.map((r) => [`${r.related_To_Who.toUpperCase()}|${r.related_To_Who_Reference_Id}`, r]));
    if (relations.size) {
      await tx.insert(taskRelations).values([...relations.values()].map((r) => ({
        tenantId: auth.tenantId,
        taskId,
        relatedToWho: r.related_To_Who.toUpperCase(),
        relatedToWhoReferenceId: r.related_To_Who_Reference_Id,
        relatedToWhat: r.related_To_What ?? null,
        relatedToWhatReferenceId: r.related_To_What_reference_Id ?? null,
      })));
    }
  }

  async function check(tx: Db, auth: AuthContext, body: TaskBody) {
    await checkAssignees(tx, auth, [...new Set(body.irys_Task.assignee ?? [])]);
    await checkRelations(tx, auth, body.data ?? []);
    await checkCase(tx, auth, body.irys_Task.case_Reference_Id);
  }

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

  /** Cases matching `where`, a page of them, soonest due first (or by creation). */
  async function casePage(where: SQL[], q: ListQuery) {
    const direction = q.sort === 'desc' ? desc : asc;
    const order = q.sortKey === 'created_At' ? [direction(cases.createdAt)] : [asc(sql`${cases.dueDate} is null`), direction(cases.dueDate)];
    const { rows, ...page } = await readPage(q, (limit, offset) => db.select().from(cases).where(and(...where)).orderBy(...order, asc(cases.id)).limit(limit).offset(offset),
      () => countWhere(db, cases, and(...where)));
    return { cases: await caseSummaries(rows), ...page };
  }

  const live = (auth: AuthContext) => [eq(tasks.tenantId, auth.tenantId), isNull(tasks.retiredAt)];

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

  return {
    async addTask(auth: AuthContext, body: TaskBody) {
      await check(db, auth, body);
      const saved = await taskLife.create(auth, columnsOf(body.irys_Task), (tx, id) => writeLinks(tx, auth, id, body.irys_Task, body.data ?? []));
      return { task_Reference_Id: saved.id, version: saved.version };
    },

    async editTask(auth: AuthContext, body: TaskBody) {
      const task = body.irys_Task;
      if (!task.task_Reference_Id) throw fail('/irys_Task/task_Reference_Id', replies.taskIdRequired);
      const saved = await taskLife.update(auth, task.task_Reference_Id, task.version, async (_current, tx) => {
        await check(tx, auth, body);
        return columnsOf(task);
      }, (tx, current) => writeLinks(tx, auth, current.id, task, body.data ?? []));
      return { task_Reference_Id: saved.id, version: saved.version };
    },

    /** GET /v1/tasks/case: a case's tasks (taskForCase), by the shared search. */
    async tasksOfCase(auth: AuthContext, q: ListQuery & { case_Reference_Id: string }) {
      await caseLife.row(auth, q.case_Reference_Id);
      const { rows, ...page } = await caseTasks.page(auth, q);
      return { taskForCase: await decorate(rows as TaskRow[]), ...page };
    },

    /** GET /v1/tasks/human, /v1/tasks/entity: tasks related to the record, or on its cases. */
    async tasksOf(auth: AuthContext, kind: 'human' | 'entity', id: string, q: ListQuery) {
      const who = kind.toUpperCase();
      const onItsCases = sql`${tasks.caseId} in (select ${cases.id} from ${cases} where ${cases.tenantId} = ${auth.tenantId} and ${cases.moduleType} = ${kind} and ${cases.moduleReferenceId} = ${id})`;
      const relatedToIt = sql`${tasks.id} in (select ${taskRelations.taskId} from ${taskRelations} where ${taskRelations.tenantId} = ${auth.tenantId} and ${taskRelations.relatedToWho} = ${who} and ${taskRelations.relatedToWhoReferenceId} = ${id})`;
      return taskPage([...live(auth), sql`(${relatedToIt} or ${onItsCases})`], q);
    },

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

    /** GET /v1/task/lookup: tasks by name. */
    async lookup(auth: AuthContext, q: { search?: string; limit?: number; offset?: number }) {
      const where = [...live(auth), ...(q.search?.trim() ? [sql`${tasks.searchName} like ${likePattern(q.search)}`] : [])];
      const { limit, offset } = pageSlice(q, 15);
      const rows = await db.select(taskColumns).from(tasks).where(and(...where)).orderBy(asc(tasks.searchName), asc(tasks.id)).limit(limit).offset(offset);
      return decorate(rows as TaskRow[]);
    },

    async openCase(auth: AuthContext, body: CaseAddBody) {
      const table = tables[body.module_Type.toUpperCase() as 'HUMAN' | 'ENTITY'];
      const assignee = body.assignee?.toLowerCase() ?? null;
      const saved = await caseLife.create(auth, {
        caseType: body.case_Type,
        requestType: body.request_Type ?? null,
        assigneeUserId: assignee,
        moduleType: body.module_Type,
        moduleReferenceId: body.case_Module_Reference_Id,
        description: body.description?.trim() || null,
        isPriority: Boolean(body.is_Priority),
        dueDate: body.due_Date ?? null,
        searchName: (body.description ?? '').toLowerCase(),
      }, async (tx) => {
        const [found] = await tx.select({ id: table.id }).from(table)
          .where(and(eq(table.id, body.case_Module_Reference_Id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
        if (!found) throw fail('/case_Module_Reference_Id', fillTemplate(replies.relatedNotFound, { kind: body.module_Type }));
        await checkAssignees(tx, auth, assignee ? [assignee] : [], '/assignee');
      });
      return { irys_Case_Reference_Id: saved.id, version: saved.version };
    },

    /** GET /v1/case: one general request as its card reads it (an opportunity's case is read on its opportunity). */
    async generalRequest(auth: AuthContext, id: string) {
      const { cases: [found] } = await casePage([eq(cases.tenantId, auth.tenantId), isNull(cases.retiredAt), eq(cases.id, id), eq(cases.caseType, 'GENERAL_REQUEST')], { limit: 1 });
      if (!found) throw new HttpError(404, requestReplies.notFound);
      return found;
    },

    /** PUT /v1/case/status: a general request moved to a step; closing waits until its tasks are closed (counted in the move's transaction). */
    async moveGeneralRequest(auth: AuthContext, id: string, status: 'new' | 'in_Process' | 'closed', version?: number) {
      const saved = await caseLife.update(auth, id, version, async (current, tx) => {
        if ((current as { caseType: string }).caseType !== 'GENERAL_REQUEST') throw new HttpError(404, requestReplies.notFound);
        if (status === 'closed') {
          const [{ n }] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(tasks)
            .where(and(eq(tasks.caseId, id), eq(tasks.status, 'open'), isNull(tasks.retiredAt)));
          if (n) throw new HttpError(409, fillTemplate(requestReplies.openTasks, { count: String(n) }));
        }
        return { caseStatus: status };
      });
      return { irys_Case_Reference_Id: saved.id, version: saved.version, case_Status: status };
    },

    async setCasePriority(auth: AuthContext, id: string, isPriority: boolean, version?: number) {
      const saved = await caseLife.update(auth, id, version, () => ({ isPriority }));
      return { irys_Case_Reference_Id: saved.id, version: saved.version, is_Priority: isPriority };
    },

    /** GET /v1/cases/human, /v1/cases/entity: the record's cases and those of the opportunities it is the insured of (case_Type OPPORTUNITY), soonest due first. */
    casesOf(auth: AuthContext, kind: 'human' | 'entity', id: string, q: ListQuery) {
      const insured = kind === 'human' ? opportunities.insuredHumanId : opportunities.insuredEntityId;
      const own = and(eq(cases.moduleType, kind), eq(cases.moduleReferenceId, id));
      const ofOpportunities = sql`${cases.id} in (select ${opportunities.caseId} from ${opportunities} where ${opportunities.tenantId} = ${auth.tenantId} and ${insured} = ${id} and ${opportunities.retiredAt} is null)`;
      return casePage([eq(cases.tenantId, auth.tenantId), isNull(cases.retiredAt), sql`(${own} or ${ofOpportunities})`], q);
    },

    /** GET /v1/cases-assigned/opportunity: open opportunity cases with a task assigned to the signed-in user. */
    assignedCases(auth: AuthContext, q: ListQuery) {
      const mine = sql`${cases.id} in (select ${tasks.caseId} from ${tasks} join ${taskAssignees} on ${taskAssignees.taskId} = ${tasks.id} where ${taskAssignees.userId} = ${auth.userId} and ${tasks.retiredAt} is null)`;
      return casePage([eq(cases.tenantId, auth.tenantId), isNull(cases.retiredAt), eq(cases.caseType, 'OPPORTUNITY'), sql`${cases.caseStatus} <> 'closed'`, mine], q);
    },

    /** The staff a task can be assigned to: the tenant's members, by first or last name. */
    async assignees(auth: AuthContext, search?: string) {
      const match = search?.trim() ? sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${likePattern(search)}` : sql`true`;
      return db.select({ assignee_Id: users.id, first_Name: users.firstName, last_Name: users.lastName, profile_Image: sql<null>`null` })
        .from(memberships).innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.tenantId, auth.tenantId), match)).orderBy(asc(users.lastName), asc(users.firstName)).limit(50);
    },

    /** PUT /v1/task/close: an open task closed where it is listed, at the version read. */
    async closeTask(auth: AuthContext, id: string, version?: number) {
      const saved = await taskLife.update(auth, id, version, () => ({ status: 'closed' }));
      return { task_Reference_Id: saved.id, version: saved.version };
    },

    retireTask: taskLife.retire,
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
