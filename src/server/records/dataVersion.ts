import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dataVersions } from '../db/schema.ts';
import { lastInTransaction } from '../db/transaction.ts';
import { createSharedRead } from './sharedRead.ts';

/**
 * Marks a tenant's records of a type as changed: at the end of the write's transaction, once, every
 * transaction taking these rows in one order (writes of policies and of their insured took them in
 * opposite orders and deadlocked on PostgreSQL).
 */
export async function bumpDataVersion(tx: Db, tenantId: string, recordType: string): Promise<void> {
  await lastInTransaction(tx, `data version ${tenantId} ${recordType}`, (t) => t
    .insert(dataVersions)
    .values({ tenantId, recordType, version: 1 })
    .onConflictDoUpdate({ target: [dataVersions.tenantId, dataVersions.recordType], set: { version: sql`${dataVersions.version} + 1` } })
    .then(() => undefined));
}

/** The version as a scalar subquery (read with a page, in the same statement). */
export function dataVersionOf(recordType: string, tenantId: unknown): SQL<number> {
  return sql<number>`coalesce((select ${dataVersions.version} from ${dataVersions} where ${dataVersions.tenantId} = ${tenantId} and ${dataVersions.recordType} = ${recordType}), 0)`.mapWith(Number);
}

const prepareRead = (db: Db) => db
  .select({ version: dataVersions.version })
  .from(dataVersions)
  .where(and(eq(dataVersions.tenantId, sql.placeholder('tenantId')), eq(dataVersions.recordType, sql.placeholder('recordType'))))
  .prepare('data_version_read');
/** the read prepared once per database (its SQL built once; a list reads it on every page that comes back empty) */
const reads = new WeakMap<Db, ReturnType<typeof prepareRead>>();

export async function readDataVersion(db: Db, tenantId: string, recordType: string): Promise<number> {
  let read = reads.get(db);
  if (!read) reads.set(db, (read = prepareRead(db)));
  const [found] = await read.execute({ tenantId, recordType });
  return found?.version ?? 0;
}

const prepareReadMany = (db: Db) => db
  .select({ recordType: dataVersions.recordType, version: dataVersions.version })
  .from(dataVersions)
  .where(and(eq(dataVersions.tenantId, sql.placeholder('tenantId')), sql`${dataVersions.recordType} = any(${sql.placeholder('recordTypes')}::text[])`))
  .prepare('data_versions_read');
interface VersionsAsked { tenantId: string; recordTypes: string[] }
/**
 * The read prepared once per database, shared by the lists' requests that ask the same versions at
 * once (each list answer reads them first: under load many requests read one tenant's versions together).
 */
function sharedReadMany(db: Db) {
  const read = prepareReadMany(db);
  return createSharedRead(async ({ tenantId, recordTypes }: VersionsAsked) => {
    const found = new Map((await read.execute({ tenantId, recordTypes })).map((r) => [r.recordType, r.version]));
    return recordTypes.map((type) => found.get(type) ?? 0);
  }, ({ tenantId, recordTypes }) => `${tenantId} ${recordTypes.join(',')}`);
}
const manyReads = new WeakMap<Db, ReturnType<typeof sharedReadMany>>();

/** The versions of several record types of a tenant, in the order asked (0 for a type never written), in one query. */
export async function readDataVersions(db: Db, tenantId: string, recordTypes: string[]): Promise<number[]> {
  let read = manyReads.get(db);
  if (!read) manyReads.set(db, (read = sharedReadMany(db)));
  return read({ tenantId, recordTypes });
}
