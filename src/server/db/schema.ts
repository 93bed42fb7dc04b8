import {
  bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, stamp } from './columns.ts';
import { tenants, users } from './tenancy.ts';
export type { PolicyParticipant } from '../modules/insuredLines/columns.ts';

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

/**
 * Bumped by every write to a tenant's records of one type, in the write's transaction: list counts
 * are cached per version (records/countCache.ts), so none outlives a change on any instance.
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
export * from '../modules/profilePictures/tables.ts';
export * from '../modules/reference/tables.ts';
export * from '../modules/signIn/tables.ts';
export * from '../modules/dashboard/tables.ts';
