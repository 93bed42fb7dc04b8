import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantKey, versioned } from '../../db/columns.ts';
import { searchRows } from '../../db/searchRows.ts';
import { clientStanding } from '../clients/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

export const humans = pgTable(
  'humans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    prefixCode: text('prefix_code'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    preferredName: text('preferred_name'),
    pronounCode: text('pronoun_code'),
    genderCode: text('gender_code'),
    maritalStatusCode: text('marital_status_code'),
    dob: date('dob'),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    licenseNumberEncrypted: text('license_number_encrypted'),
    licenseLast4: text('license_last4'),
    licenseState: text('license_state'),
    firstLicensedDate: date('first_licensed_date'),
    isDeceased: boolean('is_deceased').notNull().default(false),
    ...clientStanding(),
    ...versioned(),
  },
  (t) => [
    tenantKey('humans', t),
    index('humans_tenant_name').on(t.tenantId, t.lastName, t.firstName, t.id).where(sql`retired_at is null`),
    index('humans_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** The humans on the list, by the list's sort keys (DECISIONS 445). */
export const humanSearchRows = searchRows('human_search', () => humans, {
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dob: date('dob'),
});
