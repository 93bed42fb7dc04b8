import { timestamp } from 'drizzle-orm/pg-core';
import { now } from '../../engine/core/clock.ts';

/** A moment a row records (created, updated, audited): the clock's now on inserts made here, the database's for raw SQL. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow().$defaultFn(now);
export const createdAt = () => stamp('created_at');
