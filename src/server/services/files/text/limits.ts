/**
 * How much text a file may give for comparing (DECISIONS 60): past these it is 'tooLarge', so one
 * hostile or huge file cannot hold the text thread; the thread also has a memory cap and a time limit.
 */
export const textLimits = {
  pages: 1000,
  characters: 2_000_000,
  sheetRows: 100_000,
  /** per job, in milliseconds: extraction, and the diff of two texts */
  extractMs: 60_000,
  diffMs: 30_000,
  /** the text thread's heap, in MB */
  heapMb: 512,
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
