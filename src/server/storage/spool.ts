import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { spoolThread } from './spoolThread.ts';

/** An upload written to a temporary file while it arrives: its content address, size and first bytes. */
export interface Spooled {
  path: string;
  sha256: string;
  size: number;
  /** up to the first 64 KiB, to tell text from binary */
  head: Buffer;
}

const headBytes = 64 * 1024;
/** The chunks are copied into batches of this size, handed to the spool thread without a copy and handed back. */
const batchBytes = 1024 * 1024;
/** How many batches one upload may have on the spool thread before receiving waits for it. */
const batchesOnThread = 8;
/** Batches back from the thread, for the next upload; at most `batchesOnThread` kept. */
const spare: Buffer[] = [];

/**
 * Streams `source` into a new file in `dir`: the spool thread hashes and writes it (spoolWorker.js) while this
 * thread receives what comes next; nothing is held in memory but the head and the batches (at most
 * `batchesOnThread`). A file cut short (the source failed) is removed.
 */
export async function spool(source: Readable, dir: string): Promise<Spooled> {
  const path = join(dir, `${randomUUID()}.part`);
  const id = spoolThread.id();
  const head: Buffer[] = [];
  let size = 0;
  let ended: { sha256: string; size: number } | undefined;
  /** the batch being filled, and the batches on the thread, oldest first */
  let batch: Buffer | undefined;
  let filled = 0;
  const onThread: Promise<void>[] = [];
  /** the thread's first refusal (a file system error): what comes after it is not sent */
  let failed: Error | undefined;

  function hand() {
    const sent = spoolThread.send(id, { op: 'write', bytes: batch!.subarray(0, filled) }).then(({ bytes }) => {
      if (bytes && spare.length < batchesOnThread) spare.push(Buffer.from(bytes.buffer));
    });
    sent.catch((error: Error) => {
      failed ??= error;
    });
    onThread.push(sent);
    batch = undefined;
    filled = 0;
  }

  /** A batch to fill: a spare one, or a new one; none (undefined) until the oldest batch on the thread is back when too many are there. */
  function take(): Buffer | undefined {
    if (onThread.length >= batchesOnThread) return undefined;
    return spare.pop() ?? Buffer.allocUnsafeSlow(batchBytes);
  }

  /** Copies `chunk` into batches from `at` on, handing each full one over; a promise only when it has to wait for the thread. */
  function put(chunk: Buffer, at: number): Promise<void> | undefined {
    while (at < chunk.length) {
      batch ??= take();
      if (!batch) return onThread.shift()!.then(() => put(chunk, at));
      const copied = chunk.copy(batch, filled, at);
      filled += copied;
      at += copied;
      if (filled === batchBytes) hand();
    }
    return undefined;
  }

  async function end() {
    if (filled) hand();
    await Promise.all(onThread.splice(0));
    ended = (await spoolThread.send(id, { op: 'end' })) as typeof ended;
  }

  // the file is opened by the sink itself, so the source is piped at once: a source failing while the file opens
  // (a client gone) is the pipeline's error, never an unheard one
  const sink = new Writable({
    construct(done) {
      mkdir(dir, { recursive: true }).then(() => spoolThread.send(id, { op: 'open', path })).then(() => done(), done);
    },
    write(chunk: Buffer, _encoding, done) {
      if (failed) return done(failed);
      if (size < headBytes) head.push(chunk.subarray(0, headBytes - size));
      size += chunk.length;
      const waiting = put(chunk, 0);
      if (waiting) waiting.then(() => done(), done);
      else done();
    },
    final(done) {
      end().then(() => done(), done);
    },
    destroy(error, done) {
      if (ended) return done(error);
      spoolThread.send(id, { op: 'abort' }).then(() => done(error), () => done(error));
    },
  });
  try {
    await pipeline(source, sink);
  } catch (error) {
    // the pipeline may answer before the sink is done: its file may still be opening; the sink closes once that file
    // is opened and aborted (removed)
    if (!sink.closed) await once(sink, 'close');
    await rm(path, { force: true });
    throw error;
  }
  return { path, ...ended!, head: Buffer.concat(head) };
}

/** Removes a spooled file (none left once the store took it). */
export function discard(spooled: Spooled): Promise<void> {
  return rm(spooled.path, { force: true });
}

/** Removes what uploads cut short by a stopped server left behind (older than an hour). */
export async function sweepSpool(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const path = join(dir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > 60 * 60_000) await rm(path, { force: true });
  }
}
