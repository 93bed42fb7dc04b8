import mammoth from 'mammoth';
import { checkZip } from './zipBudget.ts';

/** A Word document's text (mammoth's raw text: a paragraph a line), once its zip is known not to inflate past the limits. */
export async function docxText(bytes: Uint8Array): Promise<string> {
  checkZip(bytes);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value.replace(/\n{2,}/g, '\n');
}
