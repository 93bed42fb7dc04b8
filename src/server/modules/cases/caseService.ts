import { and, eq, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/task/task.replies.json';
import requestReplies from '../../../../schemas/generalRequest/generalRequest.replies.json';
import type { CaseAddBody } from '../../../generated/types/case-add.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import { cases, opportunities, taskAssignees, tasks } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import type { ListQuery } from '../../records/search.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { checkAssignees, fail } from './assignees.ts';
import type { CaseRows } from './caseRows.ts';
import { caseRecords } from './declarations.ts';
import { whoTables } from './taskService.ts';

/** Cases: opened on a record, a general request's steps, priority, and the lists of them. */
export function createCaseWrites({ db, cipher }: ServiceDeps, { casePage }: CaseRows) {
  const caseLife = createRecords(db, cipher, caseRecords);

  return {
    async openCase(auth: AuthContext, body: CaseAddBody) {
      const table = whoTables[body.module_Type.toUpperCase() as 'HUMAN' | 'ENTITY'];
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
  };
}
