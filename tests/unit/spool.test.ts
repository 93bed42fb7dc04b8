import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { spool } from '../../src/server/storage/spool';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const chunksOf = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('the spool (an upload written to a file as it arrives, hashed and written on a thread of its own)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spool-test-'));

  it('keeps every byte in order across batches, with its SHA-256, size and first 64 KiB', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 12_345);
    const chunks = [bytes.subarray(0, 1), ...chunksOf(bytes.subarray(1), 70_001)];
    const spooled = await spool(Readable.from(chunks), dir);
    expect(readFileSync(spooled.path).equals(bytes)).toBe(true);
    expect(spooled).toMatchObject({ sha256: sha256(bytes), size: bytes.length });
    expect(spooled.head.equals(bytes.subarray(0, 64 * 1024))).toBe(true);
  });

  it('keeps every byte of uploads many times the size of their batches, one after another in the same memory', async () => {
    // 24 MiB through 8 batches of 1 MiB: each batch is filled again as soon as the thread has written it, while others
    // are written side by side and answered in any order; the next upload fills the memory the first one left
    for (const bytes of [randomBytes(24 * 1024 * 1024 + 5), randomBytes(17 * 1024 * 1024 + 3)]) {
      const spooled = await spool(Readable.from(chunksOf(bytes, 65_536)), dir);
      expect(spooled).toMatchObject({ sha256: sha256(bytes), size: bytes.length });
      expect(readFileSync(spooled.path).equals(bytes)).toBe(true);
    }
  });

  it('spools several uploads at once, each whole; an empty one too', async () => {
    const all = [randomBytes(2_500_000), randomBytes(10), Buffer.alloc(0), randomBytes(1024 * 1024)];
    const spooled = await Promise.all(all.map((bytes) => spool(Readable.from(chunksOf(bytes, 65_536)), dir)));
    spooled.forEach((s, i) => {
      expect(s).toMatchObject({ sha256: sha256(all[i]), size: all[i].length });
      expect(readFileSync(s.path).equals(all[i])).toBe(true);
    });
  });

  it('refuses an upload cut short before its file is open, with nothing unheard and nothing left', async () => {
    // the file may open after the source failed: 50 tries, since which comes first varies (a quarter left one before)
    const own = mkdtempSync(join(tmpdir(), 'spool-cut-'));
    for (let i = 0; i < 50; i++) {
      const cut = new Readable({ read() {} });
      const spooling = spool(cut, own);
      cut.destroy(new Error('gone before the file opened'));
      await expect(spooling).rejects.toThrow('gone before the file opened');
      expect(readdirSync(own)).toEqual([]);
    }
  });

  it('removes the file of an upload cut short, and takes the next one', async () => {
    const own = mkdtempSync(join(tmpdir(), 'spool-cut-'));
    const cut = new Readable({ read() {} });
    const spooling = spool(cut, own);
    cut.push(randomBytes(3 * 1024 * 1024));
    setTimeout(() => cut.destroy(new Error('aborted')), 50);
    await expect(spooling).rejects.toThrow('aborted');
    expect(readdirSync(own)).toEqual([]);
    const next = await spool(Readable.from([Buffer.from('next')]), own);
    expect(readdirSync(own).map((n) => join(own, n))).toEqual([next.path]);
    expect(readFileSync(next.path, 'utf8')).toBe('next');
  });
});
