import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

/** A signed-in browser's or client's session in one tenant, with its CSRF token. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
