/**
 * How much text a file may give for comparing (DECISIONS 60, 173): past these it is 'tooLarge', so one
 * hostile or huge file cannot hold a text thread; the threads also have a memory cap and a time limit.
 */
export const textLimits = {
  pages: 1000,
  characters: 2_000_000,
  sheetRows: 100_000,
  /** what a docx's or xlsx's zip entries, or a PDF's Flate streams, may inflate to in all, in bytes */
  inflatedBytes: 50 * 1024 * 1024,
  /** entries in a docx's or xlsx's zip */
  zipEntries: 2000,
  /** text threads: jobs run side by side, so one tenant's large file does not queue everyone's */
  threads: 2,
  /** per job, in milliseconds: extraction, and the diff of two texts */
  extractMs: 60_000,
  diffMs: 30_000,
  /** each text thread's heap, in MB */
  heapMb: 512,
  /** a thread holding more than this after a job (heap and buffers, in MB) is ended, its memory with it */
  keepMb: 256,
};

/** Why a file version has no text to compare. */
export type NoTextReason = 'format' | 'empty' | 'tooLarge' | 'unreadable';

export type Extracted = { text: string } | { reason: NoTextReason };

/** Thrown by an extractor that has read more than the limits allow. */
export class TooLarge extends Error {
  name = 'TooLarge';
}

/** Checks a text's length so far against the limit (extractors call it as they go). */
export function within(length: number): void {
  if (length > textLimits.characters) throw new TooLarge();
}
