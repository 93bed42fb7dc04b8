import requestReplies from '../../../../schemas/generalRequest/generalRequest.replies.json';
import validateCaseReference from '../../../generated/validators/case-reference.js';
import validateCaseStatus from '../../../generated/validators/case-status.js';
import type { CaseStatusBody } from '../../../generated/types/case-status.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { ValidateFunction } from 'ajv';
import replies from '../../../../schemas/task/task.replies.json';
import validateAssigned from '../../../generated/validators/assigned.js';
import validateAssigneeSearch from '../../../generated/validators/assignee-search.js';
import validateCaseAdd from '../../../generated/validators/case-add.js';
import validateCasePriority from '../../../generated/validators/case-priority.js';
import validateEntityWork from '../../../generated/validators/entity-work.js';
import validateHumanWork from '../../../generated/validators/human-work.js';
import validateRelatedToWho from '../../../generated/validators/related-to-who.js';
import validateTask from '../../../generated/validators/task.js';
import validateTaskAssigned from '../../../generated/validators/task-assigned.js';
import validateTaskLookup from '../../../generated/validators/task-lookup.js';
import validateTaskClose from '../../../generated/validators/task-close.js';
import validateTaskRetire from '../../../generated/validators/task-retire.js';
import validateTasksCase from '../../../generated/validators/tasks-case.js';
import type { EntityWorkQuery } from '../../../generated/types/entity-work.ts';
import type { HumanWorkQuery } from '../../../generated/types/human-work.ts';
import type { AuthContext } from '../../auth/context.ts';
import { ok } from '../../http/reply.ts';
import { assertScope, defineRoute, readRoute, writeRoute, type RouteDeclaration } from '../../http/route.ts';
import type { TaskService } from './service.ts';

/** The spec's answer to a task or case write: responseCode 200, responseMessage 'Success'. */
const { success } = replies;

type Route = Pick<RouteDeclaration, 'url' | 'scope' | 'summary' | 'ids' | 'referenceId'> & { method: 'POST' | 'PUT' | 'DELETE' };

/** A task or case write: the body checked by its schema, the service's answer with 'Success'. */
function write<B>(route: Route, body: ValidateFunction<B>, run: (tasks: TaskService, auth: AuthContext, body: B) => Promise<unknown>) {
  return writeRoute({ ...route, body }, (ctx) => run(ctx.services.tasks, ctx.auth, ctx.body), success);
}

const stepLabels = { new: requestReplies.stepNew, in_Process: requestReplies.stepInProcess, closed: requestReplies.stepClosed };

/** A read of tasks or cases: the query checked by its schema, the service's answer. */
function read<Q>(url: string, scope: string, summary: string, query: ValidateFunction<Q>, run: (tasks: TaskService, auth: AuthContext, query: Q) => Promise<unknown>) {
  return readRoute({ url, scope, summary, query }, (ctx) => run(ctx.services.tasks, ctx.auth, ctx.query));
}

/** The cases or the tasks of a human or an entity (needs that record's view scope too). */
function workOf(what: 'cases' | 'tasks', kind: 'human' | 'entity') {
  return defineRoute<unknown, HumanWorkQuery & EntityWorkQuery>({
    method: 'GET',
    url: `/v1/${what}/${kind}`,
    referenceId: `${kind}_Reference_Id`,
    scope: `${what === 'cases' ? 'case' : 'task'}-view`,
    summary: `The ${what} of a ${kind} (${what === 'tasks' ? 'related to it or on its cases' : 'opened on it'}), soonest due first; needs ${kind}-view too.`,
    query: (kind === 'human' ? validateHumanWork : validateEntityWork) as ValidateFunction<HumanWorkQuery & EntityWorkQuery>,
    async handler({ query, auth, services }) {
      assertScope(auth, `${kind}-view`);
      const id = kind === 'human' ? query.human_Reference_Id : query.entity_Reference_Id;
      await services.contacts.assertOwner(auth, { type: kind, id });
      return ok(what === 'cases' ? await services.tasks.casesOf(auth, kind, id, query) : await services.tasks.tasksOf(auth, kind, id, query));
    },
  });
}

export const taskRoutes = [
  write(
    { method: 'POST', url: '/v1/add/task', scope: 'task-edit', summary: 'Creates a task (irys_Task) with its assignees and relations (data); answers task_Reference_Id.' },
    validateTask, (tasks, auth, body) => tasks.addTask(auth, body),
  ),
  write(
    { method: 'POST', url: '/v1/edit/task', scope: 'task-edit', summary: 'Replaces a task (irys_Task with task_Reference_Id and version) and its relations; a stale version answers 412.' },
    validateTask, (tasks, auth, body) => tasks.editTask(auth, body),
  ),
  write(
    { method: 'PUT', url: '/v1/task/close', referenceId: 'task_Reference_Id', scope: 'task-edit', summary: 'Closes a task where it is listed (the Activities queue), at the version read; a stale version answers 412.' },
    validateTaskClose, (tasks, auth, body) => tasks.closeTask(auth, body.task_Reference_Id, body.version),
  ),
  write(
    { method: 'PUT', url: '/v1/task/retire', referenceId: 'task_Reference_Id', scope: 'task-delete', summary: 'Retires a task: it leaves every list but stays on the books.' },
    validateTaskRetire, async (tasks, auth, body) => {
      await tasks.retireTask(auth, body.task_Reference_Id, body.version);
      return { task_Reference_Id: body.task_Reference_Id };
    },
  ),
  read('/v1/tasks/case', 'task-view', "A case's tasks (taskForCase) with their assignees and relations.", validateTasksCase, (tasks, auth, query) => tasks.tasksOfCase(auth, query)),
  workOf('tasks', 'human'),
  workOf('tasks', 'entity'),
  workOf('cases', 'human'),
  workOf('cases', 'entity'),
  read(
    '/v1/task-assigned', 'task-view', "The signed-in user's open tasks, overdue and soonest due first; narrowed by source, priority, due range and a related record's name.",
    validateTaskAssigned, (tasks, auth, query) => tasks.assignedTasks(auth, query),
  ),
  read(
    '/v1/work-assigned', 'task-view',
    "Activities: the signed-in user's open tasks and open cases (opened by them or holding their open tasks) as one list (activities, activity_Type task or case), overdue and soonest due first; narrowed as /v1/task-assigned is, where the filter applies (a case has no source).",
    validateTaskAssigned, (tasks, auth, query) => tasks.assignedWork(auth, query),
  ),
  read(
    '/v1/cases-assigned/opportunity', 'case-view', 'Open opportunity cases with a task assigned to the signed-in user, soonest due first.',
    validateAssigned, (tasks, auth, query) => tasks.assignedCases(auth, query),
  ),
  read('/v1/task/lookup', 'task-view', 'Tasks by name (limit 15, offset 0 by default).', validateTaskLookup, async (tasks, auth, query) => ({ tasks: await tasks.lookup(auth, query) })),
  read(
    '/v1/task/assignees', 'task-view', "The staff a task can be assigned to: the tenant's members, searchable by first and last name.",
    validateAssigneeSearch, async (tasks, auth, query) => ({ assignees: await tasks.assignees(auth, query.search) }),
  ),
  defineRoute({
    method: 'GET',
    url: '/v1/task/related-to-who',
    scope: 'task-view',
    summary: "Humans, entities or markets for a task's Related to (Who) (related_To_Who_Data); needs that record kind's view scope.",
    query: validateRelatedToWho,
    async handler({ query, auth, services }) {
      const kind = query.type.toUpperCase();
      if (kind === 'MARKET') {
        assertScope(auth, 'market-view');
        const found = await services.markets.lookup(auth, query);
        return ok({ related_To_Who_Data: found.map((m) => ({ reference_Id: m.reference_Id, first_Name: m.name, last_Name: '', type: 'Market', profile_Image: null })) });
      }
      const type = kind === 'HUMAN' ? 'Human' : 'Entity';
      assertScope(auth, `${type.toLowerCase()}-view`);
      const found = await services.clients.lookup(auth, { search: query.search, limit: query.limit }, type);
      const related_To_Who_Data = found.map((c) => ({
        reference_Id: c.from_Id, first_Name: c.first_Name ?? c.name, last_Name: c.last_Name ?? '', type, profile_Image: c.profile_Image,
      }));
      return ok({ related_To_Who_Data });
    },
  }),
  write(
    { method: 'POST', url: '/v1/add/case', scope: 'case-edit', summary: 'Opens a case (GENERAL_REQUEST) on a human or an entity; answers irys_Case_Reference_Id.' },
    validateCaseAdd, (tasks, auth, body) => tasks.openCase(auth, body),
  ),
  read(
    '/v1/case', 'case-view', 'One general request as its case card reads it (status, request type, description, due date, priority, open tasks, people, its client).',
    validateCaseReference, (tasks, auth, query) => tasks.generalRequest(auth, query.irys_Case_Reference_Id),
  ),
  writeRoute<CaseStatusBody>(
    { method: 'PUT', url: '/v1/case/status', ids: ['irys_Case_Reference_Id'], scope: 'case-edit', body: validateCaseStatus,
      summary: "Moves a general request to a step of its workflow (new, in_Process, closed); closing waits until its tasks are closed (409); a stale version answers 412." },
    ({ services, auth, body }) => services.tasks.moveGeneralRequest(auth, body.irys_Case_Reference_Id, body.case_Status, body.version),
    (body) => fillTemplate(requestReplies.moved, { step: stepLabels[body.case_Status] }),
  ),
  write(
    { method: 'PUT', url: '/v1/case/priority', ids: ['irys_Case_Reference_Id'], scope: 'case-edit', summary: 'Marks a case as priority (is_Priority 1) or not (0).' },
    validateCasePriority, (tasks, auth, body) => tasks.setCasePriority(auth, body.irys_Case_Reference_Id, Boolean(body.is_Priority), body.version),
  ),
];
