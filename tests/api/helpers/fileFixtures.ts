import sharp from 'sharp';
import { zip } from '../../../src/server/seed/documents';

/** Small files whose bytes are what they say (or, on purpose, are not). */

export const pdf = (text = 'Policy schedule') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const png = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } }).png().toBuffer();

/** A Windows program: what a renamed .pdf must not be. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;

export const docx = () => zip([['[Content_Types].xml', contentTypes('wordprocessingml.document')], ['word/document.xml', '<w:document/>']]);
export const xlsx = () => zip([['[Content_Types].xml', contentTypes('spreadsheetml.sheet')], ['xl/workbook.xml', '<workbook/>']]);

/** An Office compound file whose root entry has the class id given (16 bytes, as stored). */
function compoundFile(rootClassId: Buffer): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt32LE(0, 0x30);
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  rootClassId.copy(file, 512 + 0x50);
  return file;
}

/** A Word 97 document's container ({00020906-0000-0000-C000-000000000046}). */
export const doc = () => compoundFile(Buffer.from('0609020000000000c000000000000046', 'hex'));
/** A Windows Installer package ({000C1084-0000-0000-C000-000000000046}): a program in the same container. */
export const msi = () => compoundFile(Buffer.from('84100c0000000000c000000000000046', 'hex'));
