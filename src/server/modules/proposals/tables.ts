import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantReference, versioned } from '../../db/columns.ts';
import { tenants } from '../../db/tenancy.ts';
import { opportunities } from '../opportunities/tables.ts';

/** A proposal to the client: chosen quotes (one per line), delivered or not. */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    opportunityId: uuid('opportunity_id').notNull(),
    name: text('name').notNull(),
    /** not_Delivered or delivered */
    status: text('status').notNull(),
    deliveryMethod: text('delivery_method'),
    quoteIds: text('quote_ids').array().notNull().default(sql`'{}'::text[]`),
    ...versioned(),
  },
  (t) => [
    tenantReference('proposals__opportunity_Reference_Id', t.tenantId, t.opportunityId, () => opportunities),
    index('proposals_opportunity').on(t.tenantId, t.opportunityId).where(sql`retired_at is null`),
  ],
);
