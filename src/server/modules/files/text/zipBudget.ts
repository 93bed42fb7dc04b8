import { createInflateBudget } from './inflateBudget.ts';
import { textLimits, TooLarge } from './limits.ts';

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

/**
 * Checks a zip (docx, xlsx) before a parser inflates it whole: at most `zipEntries` entries, and all
 * of them inflating to at most `inflatedBytes` together, measured by inflating each with what is
 * left of the budget (the sizes a zip declares may lie). TooLarge past either; a zip it cannot read
 * is left to the parser, which finds it damaged.
 */
export function checkZip(bytes: Uint8Array, limits = textLimits): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > view.length || view.readUInt32LE(end) !== endOfDirectory) return;
  const count = view.readUInt16LE(end + 10);
  if (count > limits.zipEntries) throw new TooLarge();
  const budget = createInflateBudget(limits.inflatedBytes);
  let at = view.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== directoryEntry) return;
    const method = view.readUInt16LE(at + 10);
    const compressed = view.readUInt32LE(at + 20);
    const offset = view.readUInt32LE(at + 42);
    at += 46 + view.readUInt16LE(at + 28) + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
    if (offset + 30 > view.length || view.readUInt32LE(offset) !== localHeader) return;
    const start = offset + 30 + view.readUInt16LE(offset + 26) + view.readUInt16LE(offset + 28);
    const data = view.subarray(start, Math.min(start + compressed, view.length));
    if (method === 8) budget.raw(data);
    else budget.stored(data.length);
  }
}
