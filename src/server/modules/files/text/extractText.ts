import { docxText } from './docxText.ts';
import { extractable, type TextFormat } from './formats.ts';
import { type Extracted, TooLarge, within } from './limits.ts';
import { emlText, msgText } from './mailText.ts';
import { pdfText } from './pdfText.ts';
import { plainText } from './plainText.ts';
import { rtfText } from './rtfText.ts';
import { sheetText } from './sheetText.ts';

/** Each format's extractor. */
const extractors: Record<TextFormat, (bytes: Uint8Array) => string | Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  txt: plainText,
  csv: plainText,
  rtf: rtfText,
  xlsx: sheetText,
  xls: sheetText,
  eml: emlText,
  msg: msgText,
};

/** A file version's text, or why it has none: not a format with text, no text found, too large, or unreadable (damaged, locked). */
export async function extractText(extension: string, bytes: Uint8Array): Promise<Extracted> {
  if (!extractable(extension)) return { reason: 'format' };
  try {
    const text = (await extractors[extension](bytes)).replaceAll('\0', '');
    within(text.length);
    return text.trim() ? { text } : { reason: 'empty' };
  } catch (error) {
    return { reason: error instanceof TooLarge ? 'tooLarge' : 'unreadable' };
  }
}
