import type { Db } from './database.ts';

/** Runs `work` in the transaction `within` when one is open (several writes all or none), else in a new one. */
export function inTransaction<R>(db: Db, within: Db | undefined, work: (tx: Db) => Promise<R>): Promise<R> {
  return within ? work(within) : db.transaction((t) => work(t as Db));
}

type LastWork = (tx: Db) => Promise<void>;
const lastWork = new WeakMap<object, Map<string, LastWork>>();

/**
 * Work the open transaction `tx` runs last, once per key, in the keys' order (outside a transaction:
 * at once). Rows that many writes touch (a tenant's data versions) are then locked by every
 * transaction at its end and in one order, so two writes never hold one each while waiting for the
 * other's: a deadlock PostgreSQL would break by failing one of them.
 */
export async function lastInTransaction(tx: Db, key: string, work: LastWork): Promise<void> {
  const queued = lastWork.get(tx);
  if (!queued) return work(tx);
  if (!queued.has(key)) queued.set(key, work);
}

/** Makes the transactions of `db` run their `lastInTransaction` work before they commit. */
export function runningLastWork(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work: (tx: Db) => Promise<unknown>, config?: unknown) => transaction(async (tx) => {
    const queued = new Map<string, LastWork>();
    lastWork.set(tx, queued);
    const result = await work(tx as Db);
    for (const key of [...queued.keys()].sort()) await queued.get(key)!(tx as Db);
    return result;
  }, config as never)) as Db['transaction'];
  return db;
}
