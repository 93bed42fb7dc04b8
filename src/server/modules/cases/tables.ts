import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, tenantReference, versioned } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

/**
 * A case: work opened on a record (an opportunity's, or a general request on a human or an
 * entity), holding tasks. Its assignees are its tasks' assignees.
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    /** OPPORTUNITY or GENERAL_REQUEST */
    caseType: text('case_type').notNull(),
    /** new, in_Process or closed */
    caseStatus: text('case_status').notNull().default('new'),
    /** what a general request is about (renewal_Review, policy_Change, ...: the case-add schema's choices) */
    requestType: text('request_type'),
    /** the staff member the case was opened for */
    assigneeUserId: uuid('assignee_user_id').references(() => users.id),
    description: text('description'),
    isPriority: boolean('is_priority').notNull().default(false),
    dueDate: date('due_date'),
    /** the record the case is on: human, entity or opportunity, and its id */
    moduleType: text('module_type').notNull(),
    moduleReferenceId: uuid('module_reference_id').notNull(),
    searchName: text('search_name').notNull().default(''),
    ...versioned(),
  },
  (t) => [tenantKey('cases', t), index('cases_module').on(t.tenantId, t.moduleType, t.moduleReferenceId).where(sql`retired_at is null`)],
);

/** A task (irys_Task): on a case or on its own, assigned to staff, related to clients or markets. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    caseId: uuid('case_id'),
    taskName: text('task_name').notNull(),
    taskDescription: text('task_description'),
    taskType: text('task_type').notNull().default('DEFAULT'),
    /** open or closed */
    status: text('status').notNull().default('open'),
    /** the due date and time, kept in UTC (sent with a +00:00 offset) */
    dueAt: timestamp('due_at', { withTimezone: true }),
    isRead: boolean('is_read').notNull().default(false),
    /** 0 or 1 */
    priority: integer('priority').notNull().default(0),
    /** phone, client_Portal, email, text, webform, walk_In or other */
    source: text('source'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    searchName: text('search_name').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantReference('tasks__irys_Task.case_Reference_Id', t.tenantId, t.caseId, () => cases),
    index('tasks_case').on(t.tenantId, t.caseId).where(sql`retired_at is null`),
    index('tasks_due').on(t.tenantId, t.status, t.dueAt).where(sql`retired_at is null`),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    taskId: uuid('task_id').notNull().references(() => tasks.id),
    userId: uuid('user_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user').on(t.tenantId, t.userId)],
);

/** What a task is about (relationship_Code 'TASK'): a human, an entity or a market (who), and what. */
export const taskRelations = pgTable(
  'task_relations',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    taskId: uuid('task_id').notNull().references(() => tasks.id),
    /** HUMAN, ENTITY or MARKET */
    relatedToWho: text('related_to_who').notNull(),
    relatedToWhoReferenceId: uuid('related_to_who_reference_id').notNull(),
    relatedToWhat: text('related_to_what'),
    relatedToWhatReferenceId: uuid('related_to_what_reference_id'),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.relatedToWho, t.relatedToWhoReferenceId] }),
    index('task_relations_who').on(t.tenantId, t.relatedToWho, t.relatedToWhoReferenceId),
  ],
);
