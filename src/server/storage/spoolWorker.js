// @ts-check
/**
 * The spool's own thread (spoolThread.ts): it hashes the bytes of an upload and writes them to its
 * file, so neither runs on the HTTP thread, which only gathers the parts' chunks into a batch and
 * hands it over without a copy. Each upload is a file opened here ('open' … 'end' or 'abort');
 * messages are handled in the order they come, so an upload's batches are written in order.
 */
import { parentPort } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @typedef {{ fd: number, path: string, hash: import('node:crypto').Hash, size: number }} Spooling */
/** @typedef {{ id: number, op: 'open', path: string } | { id: number, op: 'write', bytes: Uint8Array } | { id: number, op: 'end' } | { id: number, op: 'abort' }} Message */

/** @type {Map<number, Spooling>} */
const files = new Map();

/** The error's message and its code, which cross threads (a file system error keeps its code). */
const plainError = (/** @type {NodeJS.ErrnoException} */ error) => ({ message: error.message, code: error.code });

/** Writes all of `bytes` (a write may take part of them). */
function writeAll(/** @type {number} */ fd, /** @type {Uint8Array} */ bytes) {
  for (let at = 0; at < bytes.byteLength;) at += writeSync(fd, bytes, at);
}

/** Closes the file and, unless it is kept, removes it. */
function close(/** @type {number} */ id, /** @type {boolean} */ keep) {
  const spooling = files.get(id);
  if (!spooling) return;
  files.delete(id);
  try {
    closeSync(spooling.fd);
  } finally {
    if (!keep) rmSync(spooling.path, { force: true });
  }
}

/**
 * What a message answers: that it is done; a written batch's buffer, handed back; the hash and size at the end.
 * @returns {{ bytes?: Uint8Array, sha256?: string, size?: number }}
 */
function handle(/** @type {Message} */ message) {
  if (message.op === 'open') {
    files.set(message.id, { fd: openSync(message.path, 'wx', 0o600), path: message.path, hash: createHash('sha256'), size: 0 });
    return {};
  }
  if (message.op === 'abort') {
    close(message.id, false);
    return {};
  }
  const spooling = files.get(message.id);
  if (!spooling) throw new Error('This upload is not being spooled.');
  if (message.op === 'write') {
    spooling.hash.update(message.bytes);
    spooling.size += message.bytes.byteLength;
    writeAll(spooling.fd, message.bytes);
    return { bytes: message.bytes };
  }
  close(message.id, true);
  return { sha256: spooling.hash.digest('hex'), size: spooling.size };
}

port.on('message', (/** @type {Message} */ message) => {
  try {
    const reply = handle(message);
    port.postMessage({ id: message.id, ...reply }, reply.bytes ? [/** @type {ArrayBuffer} */ (reply.bytes.buffer)] : []);
  } catch (error) {
    if (message.op !== 'open') close(message.id, false);
    port.postMessage({ id: message.id, error: plainError(/** @type {Error} */ (error)) });
  }
});
