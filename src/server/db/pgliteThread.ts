import { Worker } from 'node:worker_threads';
import { parse, types } from '@electric-sql/pglite';
import { concat, createStatements, drizzleParses, preparable, prepareValue, queryError, readReply, writeQuery } from './pgliteProtocol.ts';

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

interface Reply {
  id: number;
  result?: Uint8Array[];
  error?: Record<string, unknown> & { message: string };
}

/** The part of PGlite's client that Drizzle's PGlite driver uses. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: PgliteClient) => Promise<T>): Promise<T>;
}

/** Threads whose database was closed, ready to open another; they do not keep the process alive. */
const idleWorkers = new Set<Worker>();
const maxIdleWorkers = 2;
const forget = function (this: Worker) {
  idleWorkers.delete(this);
};

/** An idle thread if there is one, else a new one. */
function takeWorker(): Worker {
  const [idle] = idleWorkers;
  if (!idle) return new Worker(new URL('./pgliteWorker.js', import.meta.url));
  idleWorkers.delete(idle);
  idle.off('exit', forget);
  idle.ref();
  return idle;
}

/** Keeps a thread whose database is closed for the next open, or ends it. */
async function releaseWorker(worker: Worker): Promise<void> {
  if (idleWorkers.size >= maxIdleWorkers) return void (await worker.terminate());
  worker.unref();
  worker.on('exit', forget);
  idleWorkers.add(worker);
}

/**
 * PGlite on a thread of its own (pgliteWorker.js), with the client interface Drizzle's PGlite
 * driver expects. The thread only runs Postgres: this side writes each query as one batch of
 * wire-protocol messages (statements prepared once by name, then bind and execute) and reads the
 * reply into rows with PGlite's own result reader and type parsers, so the HTTP thread's spare time
 * does that work.
 * Queries are posted as they come; while a transaction runs, other queries wait until it commits
 * or rolls back, so nothing interleaves with it (PGlite has one session).
 */
export async function startPgliteThread(dataDir: string | undefined, loadDataDir?: Uint8Array): Promise<PgliteClient & { close(): Promise<void> }> {
  const worker = takeWorker();
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failed: Error | undefined;

  const onMessage = ({ id, result, error }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(Object.assign(new Error(error.message), error));
    else waiting?.resolve(result);
  };
  const fail = (error: Error) => {
    failed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const onExit = (code: number) => fail(new Error(`The embedded database stopped (exit code ${code}).`));
  worker.on('message', onMessage);
  worker.on('error', fail);
  worker.on('exit', onExit);

  const post = <T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []) =>
    new Promise<T>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message }, transfer);
    });

  try {
    await post({ kind: 'open', dataDir, loadDataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  /** PGlite's parsers, the array types' as PGlite makes them on start, and Drizzle's own. */
  const parsers: Record<number, (value: string, typeId?: number) => unknown> = { ...types.parsers };
  const statements = createStatements();

  const send = async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<{ rows: T[] }> => {
    const values = params.map((value) => prepareValue(value));
    const cached = statements.get(sql);
    const preparing = cached === undefined && preparable.test(sql) ? statements.newName() : undefined;
    const name = cached ?? preparing ?? '';
    const batch = writeQuery({ close: statements.closings(), statement: name, parse: cached === undefined ? sql : undefined, values });
    const chunks = await post<Uint8Array[]>({ kind: 'protocol', batch }, [batch.buffer as ArrayBuffer]);
    const { messages, parsed, error } = readReply(chunks.length === 1 ? chunks[0] : concat(chunks));
    if (preparing && parsed) statements.add(sql, preparing);
    if (error) {
      // prepared again next time: the error may be the statement's own (a table changed under it)
      statements.drop(sql);
      throw queryError(error, sql);
    }
    return parse.parseResults(messages, parsers, { rowMode: options.rowMode })[0] as unknown as { rows: T[] };
  };

  const arrayTypes = await send<{ oid: number; typarray: number }>(
    "SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid",
  );
  for (const { oid, typarray } of arrayTypes.rows) parsers[typarray] = (value) => types.arrayParser(value, parsers[oid], typarray);
  for (const oid of drizzleParses) parsers[oid] = (value) => value;

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
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      while (transactionEnded) await transactionEnded;
      return send<T>(sql, params, options).catch(async (error: Error & { code?: string }) => {
        if (error.code !== '0A000' || !error.message.startsWith('cached plan must not change result type')) throw error;
        // a table changed under the prepared statement (which is dropped now): prepared again
        while (transactionEnded) await transactionEnded;
        return send<T>(sql, params, options);
      });
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
      await post({ kind: 'close' });
      worker.off('message', onMessage);
      worker.off('error', fail);
      worker.off('exit', onExit);
      // kept for the next database this process opens (warm: PGlite starts in a fraction of the time)
      await releaseWorker(worker);
    },
  };
}
