import { setImmediate as nextTurn } from 'node:timers/promises';
import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { recordDeclarations } from '../modules/index.ts';
import type { FieldCipher } from './fieldCipher.ts';

/** Every column holding a sealed value: those the record declarations name (rotation reaches each). */
export const sealedColumns: { table: PgTable; id: AnyColumn; column: AnyColumn }[] = recordDeclarations.flatMap((declaration) =>
  (declaration.sealed ?? []).map((name) => ({ table: declaration.table, id: declaration.table.id, column: declaration.table[name] as AnyColumn })),
);

export type SealedColumn = (typeof sealedColumns)[number];

export interface ResealCounts {
  /** values now sealed with the primary key */
  resealed: number;
  /** values no configured key opens: left as they are */
  unreadable: number;
  /** values that changed between reading and re-sealing (a user's edit, another instance): left to the writer */
  contested: number;
}

export interface ResealReport extends ResealCounts {
  /** values still sealed with another key after the pass */
  remaining: number;
}

const nameOf = (target: SealedColumn) => `${getTableName(target.table)}.${target.column.name}`;
const identifiers = (target: SealedColumn) => ({
  table: sql.identifier(getTableName(target.table)),
  id: sql.identifier(target.id.name),
  column: sql.identifier(target.column.name),
});

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Which values of the column are sealed with another key than the primary one. */
function notCurrent(target: SealedColumn, cipher: FieldCipher): SQL {
  const { column } = identifiers(target);
  return sql`${column} is not null and ${column} not like ${`${cipher.prefix}%`}`;
}

/**
 * Re-seals the given rows with the primary key in one statement, each only where the column still
 * holds the value read (compare-and-set): a user's edit in between is never overwritten, and two
 * instances re-sealing at once each change a value at most once. The record's version is left
 * alone: re-sealing is not an edit.
 */
export async function resealRows(db: Db, cipher: FieldCipher, target: SealedColumn, rows: { id: string; sealed: string }[]): Promise<ResealCounts> {
  const counts: ResealCounts = { resealed: 0, unreadable: 0, contested: 0 };
  const values: SQL[] = [];
  for (const row of rows) {
    let plain: string;
    try {
      plain = cipher.decrypt(row.sealed);
    } catch {
      counts.unreadable += 1;
      continue;
    }
    values.push(sql`(${row.id}::uuid, ${row.sealed}::text, ${cipher.encrypt(plain)}::text)`);
  }
  if (!values.length) return counts;
  const { table, id, column } = identifiers(target);
  const updated = await rowsOf<{ id: string }>(
    db,
    sql`update ${table} as t set ${column} = v.sealed_new
      from (values ${sql.join(values, sql`, `)}) as v(id, sealed_old, sealed_new)
      where t.${id} = v.id and t.${column} = v.sealed_old
      returning t.${id}`,
  );
  counts.resealed = updated.length;
  counts.contested = values.length - updated.length;
  return counts;
}

/** One column: batches in id order, so values left alone (unreadable, contested) are passed, not re-read. */
async function resealColumn(db: Db, cipher: FieldCipher, target: SealedColumn, batchSize: number, signal?: AbortSignal): Promise<ResealCounts> {
  const total: ResealCounts = { resealed: 0, unreadable: 0, contested: 0 };
  const { table, id, column } = identifiers(target);
  let after: string | null = null;
  while (!signal?.aborted) {
    const rows: { id: string; sealed: string }[] = await rowsOf(
      db,
      sql`select ${id} as id, ${column} as sealed from ${table}
        where ${notCurrent(target, cipher)}${after === null ? sql`` : sql` and ${id} > ${after}::uuid`}
        order by ${id} limit ${batchSize}`,
    );
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    const counts = await resealRows(db, cipher, target, rows);
    total.resealed += counts.resealed;
    total.unreadable += counts.unreadable;
    total.contested += counts.contested;
    if (rows.length < batchSize) break;
    await nextTurn(); // let requests waiting on the database go first
  }
  return total;
}

/** How many values are sealed with another key than the primary one, per column. */
export async function countNotCurrent(db: Db, cipher: FieldCipher): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const target of sealedColumns) {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${identifiers(target).table} where ${notCurrent(target, cipher)}`,
    );
    counts[nameOf(target)] = Number(row.n);
  }
  return counts;
}

/**
 * Re-seals every sealed value not sealed with the primary key (older keys, or the key-less v1
 * format), `batchSize` rows a statement. Safe to run on several instances at once.
 */
export async function resealAll(db: Db, cipher: FieldCipher, options: { batchSize?: number; signal?: AbortSignal } = {}): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0, contested: 0, remaining: 0 };
  for (const target of sealedColumns) {
    if (options.signal?.aborted) break;
    const counts = await resealColumn(db, cipher, target, options.batchSize ?? 500, options.signal);
    report.resealed += counts.resealed;
    report.unreadable += counts.unreadable;
    report.contested += counts.contested;
  }
  if (!options.signal?.aborted) {
    report.remaining = Object.values(await countNotCurrent(db, cipher)).reduce((a, b) => a + b, 0);
  }
  return report;
}

/** The sentence the background re-seal logs; 'done' tells the operator the previous keys can go. */
export function describeReseal(report: ResealReport, keyId: string, previousKeys: number): string | null {
  if (!report.resealed && !report.remaining && !previousKeys) return null;
  const head = `Field encryption: re-sealed ${report.resealed} value${report.resealed === 1 ? '' : 's'} with key ${keyId}`;
  if (!report.remaining) {
    return `${head}; done: every sealed value uses key ${keyId}${previousKeys ? ', FIELD_ENCRYPTION_KEY_PREVIOUS can be removed' : ''}.`;
  }
  const unreadable = report.unreadable ? ` (${report.unreadable} open with none of the configured keys)` : '';
  return `${head}; ${report.remaining} value${report.remaining === 1 ? ' is' : 's are'} still sealed with another key${unreadable}: keep FIELD_ENCRYPTION_KEY_PREVIOUS; the next start tries again.`;
}

/**
 * Starts the re-seal in the background (the server answers meanwhile); stop() ends it after the
 * batch under way, before the database closes.
 */
export function startBackgroundReseal(
  db: Db,
  cipher: FieldCipher,
  options: { previousKeys: number; log?: (line: string) => void; warn?: (line: string) => void },
): { done: Promise<ResealReport | null>; stop(): Promise<void> } {
  const controller = new AbortController();
  const log = options.log ?? console.log;
  const warn = options.warn ?? console.warn;
  const done = (async () => {
    try {
      const report = await resealAll(db, cipher, { signal: controller.signal });
      if (controller.signal.aborted) return null;
      const line = describeReseal(report, cipher.keyId, options.previousKeys);
      if (line) (report.remaining ? warn : log)(line);
      return report;
    } catch (error) {
      if (!controller.signal.aborted) warn(`Field encryption: the re-seal stopped: ${(error as Error).message}; the next start tries again.`);
      return null;
    }
  })();
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
