import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** The part of PGlite's client that Drizzle's PGlite driver uses. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: PgliteClient) => Promise<T>): Promise<T>;
}

/**
 * PGlite on a thread of its own (pgliteWorker.js), with the client interface Drizzle's PGlite
 * driver expects. Queries are posted as they come; while a transaction runs, other queries wait
 * until it commits or rolls back, so nothing interleaves with it (PGlite has one session).
 */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteClient & { close(): Promise<void> }> {
  const worker = new Worker(new URL('./pgliteWorker.js', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failed: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', ({ id, result, error }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(Object.assign(new Error(error.message), error));
    else waiting?.resolve(result);
  });
  const fail = (error: Error) => {
    failed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  let closing = false;
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!closing) fail(new Error(`The embedded database stopped (exit code ${code}).`));
  });
  await ready;

  const post = <T>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  const send = <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    post<{ rows: T[] }>({ kind: 'query', sql, params, rowMode: options.rowMode });

  /**
   * Settles when the running transaction ends; undefined when none runs. Each caller checks it and
   * posts (or opens its transaction) in the same synchronous step, so nothing slips in between.
   */
  let transactionEnded: Promise<void> | undefined;

  const inTransaction: PgliteClient = {
    query: send,
    transaction: () => Promise.reject(new Error('Nested transactions use savepoints')),
  };

  return {
    async query(sql, params, options) {
      while (transactionEnded) await transactionEnded;
      return send(sql, params, options);
    },
    async transaction(fn) {
      while (transactionEnded) await transactionEnded;
      let end!: () => void;
      transactionEnded = new Promise((resolve) => (end = resolve));
      try {
        await send('begin');
        try {
          const result = await fn(inTransaction);
          await send('commit');
          return result;
        } catch (error) {
          await send('rollback');
          throw error;
        }
      } finally {
        transactionEnded = undefined;
        end();
      }
    },
    async close() {
      while (transactionEnded) await transactionEnded;
      closing = true;
      await post({ kind: 'close' });
      await worker.terminate();
    },
  };
}
