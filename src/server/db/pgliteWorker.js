// @ts-check
/**
 * The embedded database's own thread: PGlite (Postgres in WebAssembly) runs here, so queries do
 * not hold up the HTTP thread. Messages are handled in the order they come; the main thread
 * (pgliteThread.ts) keeps a transaction's queries together.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Values Drizzle parses itself (its PGlite driver asks for them as text). */
const asText = /** @type {(value: string) => string} */ ((value) => value);
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir } = /** @type {{ dataDir?: string }} */ (workerData);
const ready = PGlite.create(dataDir, { extensions: { pg_trgm } });

/** The error's message and its plain fields (a database error's code, detail, ...) that can cross threads. */
function plainError(/** @type {Error} */ error) {
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

port.on('message', async (/** @type {{ id: number, kind: 'query' | 'close', sql?: string, params?: unknown[], rowMode?: 'array' | 'object' }} */ message) => {
  try {
    const pg = await ready;
    if (message.kind === 'close') {
      await pg.close();
      port.postMessage({ id: message.id });
      port.close();
      return;
    }
    const result = await pg.query(/** @type {string} */ (message.sql), message.params ?? [], { rowMode: message.rowMode, parsers });
    port.postMessage({ id: message.id, result });
  } catch (error) {
    port.postMessage({ id: message.id, error: plainError(/** @type {Error} */ (error)) });
  }
});
ready.then(
  () => port.postMessage({ id: 0 }),
  (/** @type {Error} */ error) => port.postMessage({ id: 0, error: plainError(error) }),
);
