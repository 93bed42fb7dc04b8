import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './stamps.ts';

// The two tables every other one refers to, apart from db/schema.ts so that a module's tables
// (modules/<module>/tables.ts) import them without importing the schema that re-exports theirs.

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('agency'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: createdAt(),
});
