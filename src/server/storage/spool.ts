import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload written to a temporary file while it arrives: its content address, size and first bytes. */
export interface Spooled {
  path: string;
  sha256: string;
  size: number;
  /** up to the first 64 KiB, to tell text from binary */
  head: Buffer;
}

const headBytes = 64 * 1024;

/** Streams `source` into a new file in `dir`, hashing and counting on the way; nothing is held in memory but the head. */
export async function spool(source: Readable, dir: string): Promise<Spooled> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (size < headBytes) head.push(chunk.subarray(0, headBytes - size));
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, sha256: hash.digest('hex'), size, head: Buffer.concat(head) };
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
