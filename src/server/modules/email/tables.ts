import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, stamp, tenantReference, versioned } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';
import { files } from '../files/tables.ts';

/**
 * A mail being written (status draft) or given to the queue (sent): created on the composer's first
 * edit. It concerns the record it was written from (related: human, entity, case, opportunity, policy).
 */
export const emailDrafts = pgTable(
  'email_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    fromEmail: text('from_email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    relatedType: text('related_type'),
    relatedId: uuid('related_id'),
    /** draft, then sent once given to the queue (its delivery is the send's) */
    status: text('status').notNull().default('draft'),
    ...versioned(),
  },
  // a constraint (not tenantKey's index) so it exists before the tables that refer to it in the same migration
  (t) => [unique('email_drafts_tenant_key').on(t.tenantId, t.id), index('email_drafts_related').on(t.tenantId, t.relatedType, t.relatedId)],
);

/** A draft's To, CC and BCC: an address, and the human's or entity's contact it was chosen from. */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    draftId: uuid('draft_id').notNull(),
    /** to, cc or bcc */
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    fullName: text('full_name'),
    /** human or entity */
    recordType: text('record_type'),
    recordId: uuid('record_id'),
    contactId: uuid('contact_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.draftId, t.kind, t.address] }),
    tenantReference('email_recipients__outbound_Draft_Reference_Id', t.tenantId, t.draftId, () => emailDrafts),
    index('email_recipients_record').on(t.tenantId, t.recordId),
  ],
);

/** A file attached to a draft, at the version it had when attached. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    draftId: uuid('draft_id').notNull(),
    fileId: uuid('file_id').notNull(),
    fileVersion: integer('file_version').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.draftId, t.fileId] }),
    tenantReference('email_attachments__outbound_Draft_Reference_Id', t.tenantId, t.draftId, () => emailDrafts),
    tenantReference('email_attachments__attachments', t.tenantId, t.fileId, () => files),
  ],
);

/**
 * The outbound queue (the outbound data log): one row a sent draft. queued → sending (claimed with
 * FOR UPDATE SKIP LOCKED, held until lease_until) → sent, or failed with its reason; a failed one is
 * tried again at next_attempt_at until the attempts run out.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    draftId: uuid('draft_id').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    reason: text('reason'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('email_sends_draft').on(t.draftId),
    tenantReference('email_sends__outbound_Draft_Reference_Id', t.tenantId, t.draftId, () => emailDrafts),
    index('email_sends_due').on(t.nextAttemptAt).where(sql`status in ('queued', 'failed', 'sending')`),
    index('email_sends_tenant').on(t.tenantId, t.createdAt),
  ],
);
