import mammoth from 'mammoth';

/** A Word document's text (mammoth's raw text: a paragraph a line). */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value.replace(/\n{2,}/g, '\n');
}
