import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenants, users } from '../../db/tenancy.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Pictures re-encoded by the server; unlinked ones (no record yet) are removed after a day. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** the kind of record the picture is for (human, entity), whose edit scope uploading it needed */
    recordType: text('record_type').notNull(),
    /** the record showing it; null until a save links it */
    recordId: uuid('record_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('profile_images_unlinked').on(t.createdAt).where(sql`record_id is null`)],
);
