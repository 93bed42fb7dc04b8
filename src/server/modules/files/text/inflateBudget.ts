import { inflateRawSync, inflateSync, constants } from 'node:zlib';
import { TooLarge } from './limits.ts';

/**
 * What compressed parts of one file may inflate to, in all, counted as they inflate: zlib stops at
 * the budget left (maxOutputLength), so a small file that inflates to gigabytes costs at most the
 * budget before it is refused as too large.
 */
export function createInflateBudget(bytes: number) {
  let left = bytes;
  const spend = (inflate: typeof inflateSync, data: Uint8Array) => {
    try {
      left -= inflate(data, { maxOutputLength: Math.max(left, 1), finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      // past the budget; anything else (damaged, encrypted) is the parser's to judge
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooLarge();
      return;
    }
    if (left < 0) throw new TooLarge();
  };
  return {
    /** a raw deflate stream (a zip entry's) */
    raw: (data: Uint8Array) => spend(inflateRawSync, data),
    /** a zlib stream (a PDF's FlateDecode) */
    zlib: (data: Uint8Array) => spend(inflateSync, data),
    /** bytes stored as they are */
    stored(length: number) {
      if ((left -= length) < 0) throw new TooLarge();
    },
  };
}
