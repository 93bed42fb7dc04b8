import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, stamp } from './columns.ts';
import { tenants, users } from './tenancy.ts';
export type { PolicyParticipant } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id').notNull().references(() => users.id),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const referenceItems = pgTable(
  'reference_items',
  {
    listName: text('list_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(1000),
  },
  (t) => [primaryKey({ columns: [t.listName, t.code] })],
);

export const configurations = pgTable(
  'configurations',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    key: text('key').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * Bumped by every write to a tenant's records of one type, in the write's transaction: list counts
 * are cached per version (services/countCache.ts), so none outlives a change on any instance.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    recordType: text('record_type').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.recordType] })],
);

/** Pictures re-encoded by the server; unlinked ones (no record yet) are removed after a day. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** the kind of record the picture is for (human, entity), whose edit scope uploading it needed */
    recordType: text('record_type').notNull(),
    /** the record showing it; null until a save links it */
    recordId: uuid('record_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('profile_images_unlinked').on(t.createdAt).where(sql`record_id is null`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    userId: uuid('user_id').references(() => users.id),
    at: stamp('at'),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_record').on(t.tenantId, t.recordType, t.recordId), index('audit_at').on(t.tenantId, t.at, t.id)],
);

/** Failed sign-ins by a hash of email and address, for the throttle shared by every instance. */
/**
 * Attempts counted per key in fixed windows (sign-ins per address, per account, per pair; picture
 * uploads per user): one row a key, counted up atomically before the attempt is allowed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('rate_limits_window').on(t.windowEnds)],
);

/** Email and address pairs that signed in successfully: the account-wide sign-in limit spares them. */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    keyHash: text('key_hash').primaryKey(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_sign_ins_last').on(t.lastAt)],
);

/** Single sign-on logins under way: the state a browser carries to the provider and back. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
});


export * from './tenancy.ts';
export * from '../modules/certificates/tables.ts';
export * from '../modules/email/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/linesOfBusiness/tables.ts';
export * from '../modules/markets/tables.ts';
export * from '../modules/contacts/tables.ts';
export * from '../modules/humans/tables.ts';
export * from '../modules/entities/tables.ts';
export * from '../modules/cases/tables.ts';
export * from '../modules/files/tables.ts';
export * from '../modules/submissions/tables.ts';
export * from '../modules/proposals/tables.ts';
export * from '../modules/opportunities/tables.ts';
export * from '../modules/policies/tables.ts';
export * from '../modules/lossHistory/tables.ts';
export * from '../modules/dashboard/tables.ts';
