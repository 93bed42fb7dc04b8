import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, versioned } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

/** A market: a carrier, wholesaler or MGA the agency places business with. */
export const markets = pgTable(
  'markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    name: text('name').notNull(),
    /** carrier, wholesaler or mga */
    marketType: text('market_type').notNull(),
    description: text('description'),
    image: text('image'),
    naicCode: text('naic_code'),
    websiteUrl: text('website_url'),
    isActive: boolean('is_active').notNull().default(true),
    searchName: text('search_name').notNull(),
    ...versioned(),
  },
  (t) => [
    tenantKey('markets', t),
    index('markets_tenant_name').on(t.tenantId, t.name, t.id).where(sql`retired_at is null`),
    index('markets_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);
