import { createInflateBudget } from './inflateBudget.ts';
import { textLimits } from './limits.ts';

const keyword = Buffer.from('stream');
const ending = Buffer.from('endstream');

/**
 * Checks a PDF before pdf.js reads it: its Flate streams other than images (which text extraction
 * never decodes) inflate to at most `inflatedBytes` together, measured by inflating each with what
 * is left of the budget; pdf.js keeps a stream's whole output in memory, past the thread's heap cap.
 * TooLarge past it. A stream that does not inflate (encrypted, damaged) is pdf.js's to judge; the
 * job's time limit bounds what is left.
 */
export function checkPdf(bytes: Uint8Array, limits = textLimits): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = createInflateBudget(limits.inflatedBytes);
  let at = 0;
  for (;;) {
    const found = view.indexOf(keyword, at);
    if (found < 0) return;
    at = found + keyword.length;
    if (view.subarray(found - 3, found).toString('latin1') === 'end') continue;
    const dictionary = view.subarray(Math.max(0, found - 1024), found).toString('latin1');
    const own = dictionary.slice(dictionary.lastIndexOf(' obj') + 1);
    if (!/\/FlateDecode/.test(own) || /\/Subtype\s*\/Image/.test(own)) continue;
    const start = at + (view[at] === 0x0d ? 2 : 1);
    const stop = view.indexOf(ending, start);
    budget.zlib(view.subarray(start, stop < 0 ? view.length : stop));
    if (stop > 0) at = stop + ending.length;
  }
}
