import { foreignKey, integer, numeric, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, stamp } from './stamps.ts';
import { users } from './tenancy.ts';

/** An amount of money: 14 digits, 2 of them cents. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * The column kinds every table module shares (schema.ts, modules/<module>/tables.ts).
 *
 * A reference within the tenant: (tenant_id, column) must name a row of the same tenant in the parent
 * (which has `tenantKey`), so another tenant's id or a missing one cannot be stored. The name ends with
 * `__` and the API field it comes from (a `.` for a `/`): a violation answers 400 naming that field.
 */
export const tenantReference = (name: string, tenantId: AnyPgColumn, column: AnyPgColumn, parent: () => { tenantId: AnyPgColumn; id: AnyPgColumn }) =>
  foreignKey({ name, columns: [tenantId, column], foreignColumns: [parent().tenantId, parent().id] });
/** The parent's side of a tenant reference: (tenant_id, id) unique. */
export const tenantKey = (table: string, t: { tenantId: AnyPgColumn; id: AnyPgColumn }) => uniqueIndex(`${table}_tenant_key`).on(t.tenantId, t.id);

export { createdAt, stamp } from './stamps.ts';

/** Every record on the books: its version (stale edits answer 412), retirement, and who changed it when. */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: createdAt(),
  createdBy: uuid('created_by').references(() => users.id),
  updatedAt: stamp('updated_at'),
  updatedBy: uuid('updated_by').references(() => users.id),
});
