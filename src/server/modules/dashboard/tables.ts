import { bigint, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../../db/tenancy.ts';

/**
 * The dashboard's figures kept up to date on every write (DECISIONS 363): rows of changes, added by
 * the database's triggers in the write's own transaction (migration 0028), never updated in place, so
 * writers take no lock here; a figure is the sum of its rows, and a reader folds a tenant's rows into
 * one per key when they grow (dashboard/totals.ts). The keys are a figure's own: `subject` a stage or a
 * status, `kind` a policy type, `day` and `until` dates.
 */
export const dashboardTotals = pgTable(
  'dashboard_totals',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    figure: text('figure').notNull(),
    userId: uuid('user_id'),
    marketId: uuid('market_id'),
    subject: text('subject'),
    kind: text('kind'),
    day: date('day'),
    until: date('until'),
    count: bigint('count', { mode: 'number' }).notNull(),
    premium: numeric('premium', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('dashboard_totals_figure').on(t.tenantId, t.figure, t.day)],
);
