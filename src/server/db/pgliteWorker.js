// @ts-check
/**
 * The embedded database's own thread: PGlite (Postgres in WebAssembly) runs here, so queries do
 * not hold up the HTTP thread. It only runs Postgres: each message is a batch of wire-protocol
 * messages, answered with Postgres' raw reply (its chunks in one buffer), handed over without a copy. Writing the batches and
 * reading the replies is the HTTP thread's work (pgliteThread.ts), which also keeps a
 * transaction's queries together. Batches run one at a time, in the order they come.
 * A thread opens one database at a time ('open' … 'close') and may open another after: a process
 * that opens many in turn (the API tests) reuses a warm thread instead of starting PGlite cold.
 */
import { parentPort } from 'node:worker_threads';
import { Blob } from 'node:buffer';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {PGlite | undefined} */
let pg;
/** a list page's reply fits: most replies take one allocation */
const initialReplyBytes = 16 * 1024;

/** The error's message and its plain fields that can cross threads. */
function plainError(/** @type {Error} */ error) {
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

/** @typedef {{ id: number, kind: 'open', dataDir?: string, loadDataDir?: Uint8Array } | { id: number, kind: 'protocol', batch: Uint8Array } | { id: number, kind: 'close' }} Message */

/** Opens a database: in dataDir, or in memory (from loadDataDir: a dumped data directory, PGlite's dumpDataDir). */
async function open(/** @type {string | undefined} */ dataDir, /** @type {Uint8Array | undefined} */ loadDataDir) {
  if (pg) throw new Error('The embedded database is already open.');
  pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: loadDataDir && new Blob([loadDataDir]) });
}

port.on('message', async (/** @type {Message} */ message) => {
  try {
    if (message.kind === 'open') {
      await open(message.dataDir, message.loadDataDir);
      port.postMessage({ id: message.id });
      return;
    }
    if (!pg) throw new Error('The embedded database is not open.');
    if (message.kind === 'close') {
      const closing = pg;
      pg = undefined;
      await closing.close();
      port.postMessage({ id: message.id });
      return;
    }
    // database errors come back inside the reply (an ErrorResponse), as from a server; the raw
    // stream leaves the reply unparsed (PGlite's other calls parse it here, and the raw call
    // without a stream keeps every parsed message)
    // the reply's chunks (views of PGlite's memory, reused) are copied into one buffer that grows
    // as needed: one allocation and one transfer a reply instead of one per chunk, on the busy thread
    let reply = new Uint8Array(initialReplyBytes);
    let length = 0;
    await pg.execProtocolRawStream(message.batch, {
      onRawData: (bytes) => {
        if (length + bytes.byteLength > reply.byteLength) {
          const grown = new Uint8Array(Math.max(2 * reply.byteLength, length + bytes.byteLength));
          grown.set(reply.subarray(0, length));
          reply = grown;
        }
        reply.set(bytes, length);
        length += bytes.byteLength;
      },
    });
    const result = [reply.subarray(0, length)];
    port.postMessage({ id: message.id, result }, [reply.buffer]);
  } catch (error) {
    port.postMessage({ id: message.id, error: plainError(/** @type {Error} */ (error)) });
  }
});
