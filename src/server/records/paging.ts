import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** What a list request asks of paging: a page of `limit` rows, by page number or by offset. */
export interface PageAsked {
  limit?: number;
  page?: number;
  offset?: number;
}

export interface PageInfo {
  count: number;
  current_Page: number;
  last_Page: number;
}

/** A page's info beside its rows: the count, this page and the last (at least 1). */
export function pageInfo(count: number, limit: number, page: number): PageInfo {
  return { count, current_Page: page, last_Page: Math.max(1, Math.ceil(count / limit)) };
}

/** The rows a request asks for: `limit` (else `defaultLimit`) from its offset, or from its page (1 unless asked). */
export function pageSlice(q: PageAsked, defaultLimit = 10): { limit: number; page: number; offset: number } {
  const limit = q.limit ?? defaultLimit;
  const page = q.page ?? 1;
  return { limit, page, offset: q.offset ?? (page - 1) * limit };
}

/** A page of rows and its info: `read` takes the slice, `count` every match; both are asked at once. */
export async function readPage<R>(q: PageAsked, read: (limit: number, offset: number) => Promise<R[]>, count: () => Promise<number>): Promise<{ rows: R[] } & PageInfo> {
  const { limit, page, offset } = pageSlice(q);
  const [rows, n] = await Promise.all([read(limit, offset), count()]);
  return { rows, ...pageInfo(n, limit, page) };
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where);
  return n;
}
