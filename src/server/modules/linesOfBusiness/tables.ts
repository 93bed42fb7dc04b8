import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Lines of business an agency writes: reference data shared by every tenant (GET /v1/lob). */
export const linesOfBusiness = pgTable(
  'lines_of_business',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** commercial or personal */
    category: text('category').notNull(),
    /** the icon's name in the app's icon set */
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull().default(1000),
  },
  (t) => [uniqueIndex('lines_of_business_code').on(t.code)],
);
