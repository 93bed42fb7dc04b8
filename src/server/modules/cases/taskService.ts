import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/task/task.replies.json';
import type { TaskBody } from '../../../generated/types/task.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { cases, entities, humans, markets, opportunities, policies, taskAssignees, taskRelations, tasks } from '../../db/schema.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, likePattern, type ListQuery } from '../../records/search.ts';
import { pageSlice } from '../../records/paging.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { checkAssignees, fail } from './assignees.ts';
import { caseRecords, caseTaskSearch, taskColumns, taskRecords } from './declarations.ts';
import type { TaskRow, TaskRows } from './taskRows.ts';

type Task = TaskBody['irys_Task'];
type Relation = NonNullable<TaskBody['data']>[number];

/** What a relation's related_To_Who may name. */
export const whoTables = { HUMAN: humans, ENTITY: entities, MARKET: markets } as const;
/** What a relation's related_To_What may name (its reference checked like the who's). */
const whatTables = { ...whoTables, OPPORTUNITY: opportunities, POLICY: policies, CASE: cases } as const;

/** Tasks: their own rules (assignees, relations) on the shared record lifecycle. */
export function createTaskWrites({ db, cipher }: ServiceDeps, { decorate, taskPage }: TaskRows) {
  const taskLife = createRecords(db, cipher, taskRecords);
  const caseLife = createRecords(db, cipher, caseRecords);
  const caseTasks = createSearch(db, caseTaskSearch);


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
      await checkRelated(tx, auth, r.related_To_Who.toUpperCase() as keyof typeof whoTables, r.related_To_Who_Reference_Id, `/data/${i}/related_To_Who_Reference_Id`);
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

  const live = (auth: AuthContext) => [eq(tasks.tenantId, auth.tenantId), isNull(tasks.retiredAt)];

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

    /** GET /v1/task/lookup: tasks by name. */
    async lookup(auth: AuthContext, q: { search?: string; limit?: number; offset?: number }) {
      const where = [...live(auth), ...(q.search?.trim() ? [sql`${tasks.searchName} like ${likePattern(q.search)}`] : [])];
      const { limit, offset } = pageSlice(q, 15);
      const rows = await db.select(taskColumns).from(tasks).where(and(...where)).orderBy(asc(tasks.searchName), asc(tasks.id)).limit(limit).offset(offset);
      return decorate(rows as TaskRow[]);
    },

    /** PUT /v1/task/close: an open task closed where it is listed, at the version read. */
    async closeTask(auth: AuthContext, id: string, version?: number) {
      const saved = await taskLife.update(auth, id, version, () => ({ status: 'closed' }));
      return { task_Reference_Id: saved.id, version: saved.version };
    },

    retireTask: taskLife.retire,
  };
}
