import { constants, crc32, deflateRawSync } from 'node:zlib';
import { storedEntry as stored, zipOf as zip, type ZipEntry } from '../../../src/server/seed/documents';

/**
 * Decompression bombs made at test time (issue 17, item 4): small files whose parts inflate to
 * hundreds of MB. A part is deflated as a head, a 1 MB chunk repeated and a tail: after a full flush
 * deflate starts afresh, so the chunk's blocks are the same bytes each time and are written once per
 * repeat (400 MB costs one 1 MB deflate, and about 3 KB a MB).
 */
function repeated(head: string, chunk: string, times: number, tail: string) {
  const unit = Buffer.from(chunk.repeat(Math.ceil(1024 * 1024 / chunk.length)));
  const flushed = (text: string | Buffer) => deflateRawSync(text, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blocks = flushed(unit);
  const parts = [flushed(head), ...Array.from({ length: times }, () => blocks), deflateRawSync(tail)];
  let crc = crc32(head);
  for (let i = 0; i < times; i++) crc = crc32(unit, crc);
  return { deflated: Buffer.concat(parts), crc: crc32(tail, crc), size: head.length + unit.length * times + tail.length };
}

const deflatedEntry = (name: string, part: ReturnType<typeof repeated>): ZipEntry => ({ name, data: part.deflated, method: 8, crc: part.crc, size: part.size });

/** A .docx of about 400 KB whose word/document.xml inflates to `mb` MB of paragraphs. */
export function docxBomb(mb = 400): Buffer {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zip([
    stored('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    stored('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    deflatedEntry('word/document.xml', repeated(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body>`, '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>', mb, '</w:body></w:document>')),
  ]);
}

/** An .xlsx whose one sheet has `mb` MB of rows (about 30 bytes a row: 3.5 million rows in 100 MB). */
export function xlsxBomb(mb = 100): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zip([
    stored('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
    stored('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    stored('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Rows" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    stored('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    deflatedEntry('xl/worksheets/sheet1.xml', repeated(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>`, '<row><c t="n"><v>1</v></c></row>', mb, '</sheetData></worksheet>')),
  ]);
}

/** A one-page PDF whose content stream is a Flate stream of `mb` MB of text operators. */
export function pdfBomb(mb = 300): Buffer {
  const part = repeated('', 'BT /F1 12 Tf 72 720 Td (bomb) Tj ET\n', mb, '');
  // zlib's header before the raw deflate; the Adler-32 after it is left zero (the budget stops long before it)
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), part.deflated, Buffer.alloc(4)]);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
