import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, uuid, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';

/**
 * A list's search rows (DECISIONS 445): the tenant, id and search text of each record on the list, with
 * the list's sort keys (`columns`, named as in the record's table), kept by the database on every write
 * (migration 0030's trigger) and removed with their record. Narrow, so a search gathers its matches many
 * to a page instead of visiting each match's wide row.
 */
export function searchRows<C extends Record<string, PgColumnBuilderBase>>(name: string, records: () => { tenantId: AnyPgColumn; id: AnyPgColumn }, columns: C) {
  return pgTable(
    name,
    { id: uuid('id').primaryKey(), tenantId: uuid('tenant_id').notNull(), searchName: text('search_name').notNull(), createdAt: timestamp('created_at', { withTimezone: true }).notNull(), ...columns },
    (t) => [
      foreignKey({ name: `${name}_record`, columns: [t.tenantId, t.id], foreignColumns: [records().tenantId, records().id] }).onDelete('cascade'),
      index(`${name}_trgm`).using('gin', sql`${t.searchName} gin_trgm_ops`),
    ],
  );
}
