/** A trigram as one number: its three UTF-16 code units side by side. */
const gram = (text: string, at: number) => text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);

/** Rows between two pauses of a build: 2 to 5 ms of work on 100,000-row lists, so requests go on meanwhile. */
const rowsPerStep = 1024;

/**
 * The texts of a list's rows, in the list's order, indexed by every three characters they hold (a
 * substring, spaces and signs included): the rows that hold a term are those in the posting lists of
 * its two rarest trigrams whose text holds the whole term, already in the list's order.
 * A term of three characters is exactly its trigram's list. Built a step at a time (`pause` between
 * steps), in two passes that count and then fill one typed array of postings.
 */
export async function buildTermIndex(texts: readonly string[], pause: () => Promise<void>) {
  const gramNumbers = new Map<number, number>();
  /** postings per trigram (by its number), and the last row counted in them (a row counts once) */
  const counts: number[] = [];
  const lastRow: number[] = [];
  /** each row's trigrams (their numbers), row after row; `rowEnds[i]` where row i's end */
  let rowGrams = new Int32Array(1 << 16);
  let used = 0;
  const rowEnds = new Int32Array(texts.length);
  for (let row = 0; row < texts.length; row++) {
    if (row % rowsPerStep === rowsPerStep - 1) await pause();
    const text = texts[row];
    for (let at = 0; at + 3 <= text.length; at++) {
      const key = gram(text, at);
      let n = gramNumbers.get(key);
      if (n === undefined) {
        gramNumbers.set(key, (n = counts.length));
        counts.push(0);
        lastRow.push(-1);
      }
      if (lastRow[n] === row) continue;
      lastRow[n] = row;
      counts[n]++;
      if (used === rowGrams.length) {
        const grown = new Int32Array(used * 2);
        grown.set(rowGrams);
        rowGrams = grown;
      }
      rowGrams[used++] = n;
    }
    rowEnds[row] = used;
  }
  const starts = new Int32Array(counts.length + 1);
  for (let n = 0; n < counts.length; n++) starts[n + 1] = starts[n] + counts[n];
  const postings = new Int32Array(used);
  const filled = starts.slice(0, counts.length);
  for (let row = 0, at = 0; row < texts.length; row++) {
    if (row % rowsPerStep === rowsPerStep - 1) await pause();
    for (; at < rowEnds[row]; at++) postings[filled[rowGrams[at]]++] = row;
  }

  return {
    rows: texts.length,
    /** what the index holds, in bytes (its texts at two bytes a character): what keeping it costs */
    bytes: postings.byteLength + starts.byteLength + counts.length * 24 + texts.reduce((sum, text) => sum + 2 * text.length + 16, 0),
    /**
     * The rows (their positions in the list's order, ascending) whose text holds `term`, as found by
     * a substring search; undefined for a term of fewer than three characters (which no trigram finds).
     */
    matches(term: string): Int32Array | undefined {
      if (term.length < 3) return undefined;
      /** the term's trigrams with the fewest rows, and the next fewest (another trigram) */
      let shortest = -1;
      let next = -1;
      const rowsOf = (n: number) => starts[n + 1] - starts[n];
      for (let at = 0; at + 3 <= term.length; at++) {
        const n = gramNumbers.get(gram(term, at));
        if (n === undefined) return new Int32Array(0);
        if (n === shortest || n === next) continue;
        if (shortest < 0 || rowsOf(n) < rowsOf(shortest)) [next, shortest] = [shortest, n];
        else if (next < 0 || rowsOf(n) < rowsOf(next)) next = n;
      }
      const rows = postings.subarray(starts[shortest], starts[shortest + 1]);
      if (term.length === 3) return rows;
      // the rows holding both trigrams, before their texts are read
      const candidates = next < 0 ? rows : within(rows, postings.subarray(starts[next], starts[next + 1]));
      const holding = new Int32Array(candidates.length);
      let count = 0;
      for (const row of candidates) if (texts[row].includes(term)) holding[count++] = row;
      return holding.subarray(0, count);
    },
  };
}

/** The rows of `few` also in `many` (both ascending), each looked for by a binary search from where the last was found. */
function within(few: Int32Array, many: Int32Array): Int32Array {
  const found = new Int32Array(few.length);
  let count = 0;
  let from = 0;
  for (const row of few) {
    let to = many.length;
    while (from < to) {
      const middle = (from + to) >>> 1;
      if (many[middle] < row) from = middle + 1;
      else to = middle;
    }
    if (from === many.length) break;
    if (many[from] === row) found[count++] = row;
  }
  return found.subarray(0, count);
}

export type TermIndex = Awaited<ReturnType<typeof buildTermIndex>>;
