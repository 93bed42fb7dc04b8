import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../../db/tenancy.ts';

/** The reference lists every tenant shares (GET /v1/reference): a code and its name, in order. */
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

/** A tenant's configuration by key (human_Config, entity_Config, ...: GET /v1/configuration/details), seeded from seed/configurations.json. */
export const configurations = pgTable(
  'configurations',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    key: text('key').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
