import type { Db } from './client.ts';

/** Runs `work` in the transaction `within` when one is open (several writes all or none), else in a new one. */
export function inTransaction<R>(db: Db, within: Db | undefined, work: (tx: Db) => Promise<R>): Promise<R> {
  return within ? work(within) : db.transaction((t) => work(t as Db));
}
