/** How many keys asked once are remembered, so that their second asking is kept (a few hundred KB of keys). */
const askedOnceKeys = 2_000;

/**
 * Answers kept in memory, the least recently used dropped first once their size passes `maxChars`
 * (each counted as the length of its JSON and of its key: the objects take a few times that).
 * An answer is kept from the second time its key is asked (among the last `askedOnceKeys` asked once):
 * a search by a term asked once (most new terms) neither pushes out the answers asked again and again
 * (a list's first page, a term paged through) nor pays for being measured and kept.
 * What a key must name for a kept answer to be right is its user's business (see search.ts `answer`).
 */
export function createAnswerCache(maxChars: number) {
  /** a Map iterates in insertion order: a hit is moved to the end, the front is the least recently used */
  const kept = new Map<string, { answer: unknown; chars: number }>();
  /** keys asked once and not kept, oldest first */
  const askedOnce = new Set<string>();
  let chars = 0;

  /** Whether an answer to `key` is to be kept: asked before, else remembered as asked once. */
  function askedAgain(key: string): boolean {
    if (kept.has(key) || askedOnce.delete(key)) return true;
    askedOnce.add(key);
    if (askedOnce.size > askedOnceKeys) askedOnce.delete(askedOnce.values().next().value!);
    return false;
  }

  return {
    get(key: string): unknown {
      const hit = kept.get(key);
      if (!hit) return undefined;
      kept.delete(key);
      kept.set(key, hit);
      return hit.answer;
    },
    set(key: string, answer: unknown): void {
      if (!askedAgain(key)) return;
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
