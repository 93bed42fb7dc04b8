import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The database as every query sees it (PGlite or PostgreSQL, opened by client.ts). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
