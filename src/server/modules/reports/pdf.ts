import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { CsvColumn } from './csv.ts';

const margin = 40;
const size = 9;
const rowHeight = 16;
const grey = rgb(0.35, 0.35, 0.35);

/** Text cut with '…' to fit the width at the font's size. */
function fitted(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Helvetica writes Latin-1 only: other characters become '?' rather than failing the file. */
const latin1 = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * A report as a PDF (Letter, landscape): its title and what it covers, then a table of its columns
 * (a header row repeated on each page, numbers right-aligned), page numbers at the foot.
 */
export async function reportPdf<R>(title: string, subtitle: string, columns: (CsvColumn<R> & { numeric?: boolean })[], rows: R[], pageLabel: (n: number, of: number) => string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const [height, width] = PageSizes.Letter;
  const columnWidth = (width - 2 * margin) / columns.length;
  const pages: PDFPage[] = [];
  let page = doc.addPage([width, height]);
  let y = 0;
  const cell = (text: string, column: number, f: PDFFont, numeric?: boolean) => {
    const shown = fitted(latin1(text), f, columnWidth - 6);
    const x = margin + column * columnWidth + (numeric ? columnWidth - 6 - f.widthOfTextAtSize(shown, size) : 0);
    page.drawText(shown, { x, y, size, font: f });
  };
  const header = () => {
    columns.forEach((c, i) => cell(c.header, i, bold, c.numeric));
    page.drawLine({ start: { x: margin, y: y - 4 }, end: { x: width - margin, y: y - 4 }, thickness: 0.5, color: grey });
    y -= rowHeight;
  };
  const start = (first: boolean) => {
    if (!first) page = doc.addPage([width, height]);
    pages.push(page);
    y = height - margin;
    if (first) {
      page.drawText(latin1(title), { x: margin, y, size: 16, font: bold });
      y -= 20;
      page.drawText(latin1(subtitle), { x: margin, y, size: 10, font, color: grey });
      y -= 24;
    }
    header();
  };
  start(true);
  for (const row of rows) {
    if (y < margin + rowHeight) start(false);
    columns.forEach((c, i) => cell(String(c.value(row) ?? ''), i, font, c.numeric));
    y -= rowHeight;
  }
  pages.forEach((p, i) => {
    const label = pageLabel(i + 1, pages.length);
    p.drawText(label, { x: width - margin - font.widthOfTextAtSize(label, 8), y: margin / 2, size: 8, font, color: grey });
  });
  return doc.save();
}
