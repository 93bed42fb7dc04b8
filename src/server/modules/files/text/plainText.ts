/** A text file's text (txt, csv): UTF-8 unless it is not, then Windows-1252; without a byte-order mark, lines ending in \n. */
export function plainText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
