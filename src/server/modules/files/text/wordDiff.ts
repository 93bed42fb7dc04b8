import DiffMatchPatch from 'diff-match-patch';
import { TooLarge } from './limits.ts';

/** One difference between two texts: its span in each (UTF-16 offsets, end exclusive; empty where the other side has nothing). */
export interface Difference {
  type: 'added' | 'removed' | 'changed';
  left: [number, number];
  right: [number, number];
}

/** Numbers (1,250.00 whole), words (letters, digits, apostrophes), runs of white space, and each other character on its own. */
const words = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}_'’]+|\s+|[^\p{L}\p{N}_'’\s]/gu;
const lines = /[^\n]*\n|[^\n]+$/g;
// one UTF-16 unit per distinct token, never a surrogate (diff-match-patch splits strings anywhere)
const codes = 0xffff - 0x800;
const unit = (n: number) => String.fromCharCode(n < 0xd800 ? n : n + 0x800);

/** Both texts as strings of one unit per token (the distinct tokens numbered in order), or undefined past 63,487 distinct tokens. */
function encode(texts: [string, string], pattern: RegExp) {
  const numbers = new Map<string, number>();
  const tokens = texts.map((text) => text.match(pattern) ?? []);
  const encoded = tokens.map((list) => list.map((token) => {
    let n = numbers.get(token);
    if (n === undefined) numbers.set(token, (n = numbers.size + 1));
    return unit(n);
  }).join(''));
  if (numbers.size >= codes) return undefined;
  const kinds = new Map<string, 'line' | 'space'>();
  for (const [token, n] of numbers) if (!token.trim()) kinds.set(unit(n), token.includes('\n') ? 'line' : 'space');
  return { tokens, encoded, kinds };
}

/**
 * How well a boundary between two strings of units falls (after dmp's cleanupSemanticLossless, on
 * words): at either end of the text best, then at a line break, then at a space.
 */
function boundaryScore(before: string, after: string, kinds: Map<string, 'line' | 'space'>): number {
  if (!before || !after) return 6;
  const sides = [kinds.get(before.at(-1)!), kinds.get(after[0])];
  return sides.includes('line') ? 4 : sides.includes('space') ? 2 : 0;
}

/** Slides each lone insertion or removal between two equal stretches to where it reads best: whole lines, whole words. */
function alignEdits(diffs: DiffMatchPatch.Diff[], kinds: Map<string, 'line' | 'space'>): DiffMatchPatch.Diff[] {
  for (let i = 1; i < diffs.length - 1; i++) {
    if (diffs[i - 1][0] !== DiffMatchPatch.DIFF_EQUAL || diffs[i + 1][0] !== DiffMatchPatch.DIFF_EQUAL || diffs[i][0] === DiffMatchPatch.DIFF_EQUAL) continue;
    let [before, edit, after] = [diffs[i - 1][1], diffs[i][1], diffs[i + 1][1]];
    while (before && before.at(-1) === edit.at(-1)) {
      after = edit.at(-1)! + after;
      edit = before.at(-1)! + edit.slice(0, -1);
      before = before.slice(0, -1);
    }
    let best = { before, edit, after, score: boundaryScore(before, edit, kinds) + boundaryScore(edit, after, kinds) };
    while (after && edit[0] === after[0]) {
      before += edit[0];
      edit = edit.slice(1) + after[0];
      after = after.slice(1);
      const score = boundaryScore(before, edit, kinds) + boundaryScore(edit, after, kinds);
      if (score >= best.score) best = { before, edit, after, score };
    }
    [diffs[i - 1][1], diffs[i][1], diffs[i + 1][1]] = [best.before, best.edit, best.after];
  }
  return diffs.filter(([op, text]) => op !== DiffMatchPatch.DIFF_EQUAL || text);
}

/**
 * Word-level differences of two texts: diff-match-patch over one unit per word (its line mode,
 * applied to words: much faster than jsdiff on long texts, DECISIONS 61), tidied to whole phrases
 * (cleanupSemantic) and lone edits slid to line and word boundaries; a removal next to an insertion is a change. Differences in white space alone are
 * not reported. Texts with too many distinct words are compared line by line; past that, TooLarge.
 */
export function wordDiff(left: string, right: string, timeoutSeconds: number): Difference[] {
  const coded = encode([left, right], words) ?? encode([left, right], lines);
  if (!coded) throw new TooLarge();
  const dmp = new DiffMatchPatch();
  dmp.Diff_Timeout = timeoutSeconds;
  const found = dmp.diff_main(coded.encoded[0], coded.encoded[1], false);
  dmp.diff_cleanupSemantic(found);
  const diffs = alignEdits(found, coded.kinds);

  const [leftTokens, rightTokens] = coded.tokens;
  const at = { left: 0, right: 0, leftOffset: 0, rightOffset: 0 };
  const take = (side: 'left' | 'right', count: number): [number, number] => {
    const tokens = side === 'left' ? leftTokens : rightTokens;
    const offset = side === 'left' ? 'leftOffset' : 'rightOffset';
    const start = at[offset];
    for (let i = 0; i < count; i++) at[offset] += tokens[at[side] + i].length;
    at[side] += count;
    return [start, at[offset]];
  };

  const differences: Difference[] = [];
  let removed: [number, number] | undefined;
  let added: [number, number] | undefined;
  const flush = () => {
    if (removed || added) {
      const l = removed ?? [at.leftOffset, at.leftOffset];
      const r = added ?? [at.rightOffset, at.rightOffset];
      const blank = !left.slice(...l).trim() && !right.slice(...r).trim();
      if (!blank) differences.push({ type: removed && added ? 'changed' : removed ? 'removed' : 'added', left: l, right: r });
    }
    removed = added = undefined;
  };
  for (const [op, chars] of diffs) {
    if (op === DiffMatchPatch.DIFF_EQUAL) {
      flush();
      take('left', chars.length);
      take('right', chars.length);
    } else if (op === DiffMatchPatch.DIFF_DELETE) {
      const span = take('left', chars.length);
      removed = removed ? [removed[0], span[1]] : span;
    } else {
      const span = take('right', chars.length);
      added = added ? [added[0], span[1]] : span;
    }
  }
  flush();
  return differences;
}
