// @ts-check
/**
 * The spool's own thread (spoolThread.ts): it hashes the bytes of an upload while the thread pool writes
 * them to its file, so neither runs on the HTTP thread, which only gathers the parts' chunks into a batch
 * and hands it over without a copy. Each upload is a file opened here ('open' … 'end' or 'abort').
 */
import { parentPort } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { closeSync, openSync, rmSync, write } from 'node:fs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @typedef {{ fd: number, path: string, hash: import('node:crypto').Hash, size: number, writes: Promise<unknown> }} Spooling */
/** @typedef {{ id: number, op: 'open', path: string } | { id: number, op: 'write', bytes: Uint8Array } | { id: number, op: 'end' } | { id: number, op: 'abort' }} Message */

/** @type {Map<number, Spooling>} */
const files = new Map();

/** The error's message and its code, which cross threads (a file system error keeps its code). */
const plainError = (/** @type {NodeJS.ErrnoException} */ error) => ({ message: error.message, code: error.code });

/** Writes all of `bytes` at `position` (a write may take part of them) in the thread pool, while this thread hashes. */
function writeAll(/** @type {number} */ fd, /** @type {Uint8Array} */ bytes, /** @type {number} */ position) {
  return new Promise((resolve, reject) => {
    const from = (/** @type {number} */ at) => write(fd, bytes, at, bytes.byteLength - at, position + at, (error, written) => {
      if (error) reject(error);
      else if (at + written < bytes.byteLength) from(at + written);
      else resolve(undefined);
    });
    from(0);
  });
}

/** Closes the file once its writes are done and, unless it is kept, removes it. */
async function close(/** @type {number} */ id, /** @type {boolean} */ keep) {
  const spooling = files.get(id);
  if (!spooling) return;
  files.delete(id);
  try {
    await spooling.writes;
  } finally {
    closeSync(spooling.fd);
    if (!keep) rmSync(spooling.path, { force: true });
  }
}

/**
 * What a message answers, once done: a written batch's buffer, handed back; the hash and size at the end. A batch
 * is written at its place in the file, so batches may be written side by side; the end waits for them all.
 * @returns {Promise<{ bytes?: Uint8Array, sha256?: string, size?: number }>}
 */
async function handle(/** @type {Message} */ message) {
  if (message.op === 'open') {
    files.set(message.id, { fd: openSync(message.path, 'wx', 0o600), path: message.path, hash: createHash('sha256'), size: 0, writes: Promise.resolve() });
    return {};
  }
  if (message.op === 'abort') {
    await close(message.id, false);
    return {};
  }
  const spooling = files.get(message.id);
  if (!spooling) throw new Error('This upload is not being spooled.');
  if (message.op === 'write') {
    const written = writeAll(spooling.fd, message.bytes, spooling.size);
    spooling.writes = Promise.all([spooling.writes, written]);
    spooling.writes.catch(() => undefined); // the write's own answer says it failed
    spooling.size += message.bytes.byteLength;
    spooling.hash.update(message.bytes);
    await written;
    return { bytes: message.bytes };
  }
  const { hash, size } = spooling;
  await close(message.id, true);
  return { sha256: hash.digest('hex'), size };
}

port.on('message', async (/** @type {Message} */ message) => {
  try {
    const reply = await handle(message);
    port.postMessage({ id: message.id, ...reply }, reply.bytes ? [/** @type {ArrayBuffer} */ (reply.bytes.buffer)] : []);
  } catch (error) {
    if (message.op !== 'open') await close(message.id, false).catch(() => undefined);
    port.postMessage({ id: message.id, error: plainError(/** @type {Error} */ (error)) });
  }
});
