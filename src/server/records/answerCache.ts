/**
 * Answers kept in memory, the least recently used dropped first once their size passes `maxChars`
 * (each counted as the length of its JSON and of its key: the objects take a few times that).
 * What a key must name for a kept answer to be right is its user's business (see search.ts `answer`).
 */
export function createAnswerCache(maxChars: number) {
  /** a Map iterates in insertion order: a hit is moved to the end, the front is the least recently used */
  const kept = new Map<string, { answer: unknown; chars: number }>();
  let chars = 0;
  return {
    get(key: string): unknown {
      const hit = kept.get(key);
      if (!hit) return undefined;
      kept.delete(key);
      kept.set(key, hit);
      return hit.answer;
    },
    set(key: string, answer: unknown): void {
      const size = key.length + JSON.stringify(answer).length;
      if (size > maxChars) return;
      const before = kept.get(key);
      if (before) chars -= before.chars;
      kept.delete(key);
      kept.set(key, { answer, chars: size });
      chars += size;
      for (const [oldest, { chars: oldChars }] of kept) {
        if (chars <= maxChars) break;
        kept.delete(oldest);
        chars -= oldChars;
      }
    },
    /** how many answers and characters are kept (for tests) */
    size: () => ({ answers: kept.size, chars }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
