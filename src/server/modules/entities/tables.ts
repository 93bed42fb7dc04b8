import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, versioned } from '../../db/columns.ts';
import { searchRows } from '../../db/searchRows.ts';
import { clientStanding } from '../clients/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

export const entities = pgTable(
  'entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    name: text('name').notNull(),
    dba: text('dba'),
    legalEntityTypeCode: text('legal_entity_type_code'),
    entityDescription: text('entity_description'),
    annualRevenue: numeric('annual_revenue', { precision: 14, scale: 2 }),
    numberOfEmployees: integer('number_of_employees'),
    dateOfIncorporation: date('date_of_incorporation'),
    websiteUrl: text('website_url'),
    /** FEIN, or SSN for a sole proprietor */
    taxIdType: text('tax_id_type'),
    taxIdEncrypted: text('tax_id_encrypted'),
    taxIdLast4: text('tax_id_last4'),
    isClosed: boolean('is_closed').notNull().default(false),
    ...clientStanding(),
    ...versioned(),
  },
  (t) => [
    tenantKey('entities', t),
    index('entities_tenant_name').on(t.tenantId, t.name, t.id).where(sql`retired_at is null`),
    index('entities_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** The entities on the list, by the list's sort keys (DECISIONS 445). */
export const entitySearchRows = searchRows('entity_search', () => entities, {
  name: text('name').notNull(),
  dateOfIncorporation: date('date_of_incorporation'),
});
