import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stamp, versioned } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

/** The agency's own details (one row per tenant), printed as the producer on its certificates. */
export const tenantProfiles = pgTable(
  'tenant_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    agencyName: text('agency_name').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    zip: text('zip'),
    phone: text('phone'),
    email: text('email'),
    /** sealed (FieldCipher), as every licence number */
    licenceNumber: text('licence_number'),
    /** the logo as the server re-encoded it (PNG, at most 600 x 200) */
    logoPng: text('logo_png'),
    ...versioned(),
  },
  (t) => [uniqueIndex('tenant_profiles_tenant').on(t.tenantId)],
);

/** A person asked to join the tenant with these scopes: a membership once they sign in (DECISIONS 271). */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    email: text('email').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    invitedBy: uuid('invited_by').notNull().references(() => users.id),
    invitedAt: stamp('invited_at'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_pending').on(t.tenantId, t.email).where(sql`accepted_at is null`),
    index('invitations_email').on(t.email).where(sql`accepted_at is null`),
  ],
);
