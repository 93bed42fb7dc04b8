import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { fillTemplate } from '../../../engine/core/template.ts';
import { encodable, wrapText } from './pdfLayout.ts';

/** A proposal as it prints: texts already formatted (dates, dollars, labels). */
export interface ProposalSheet {
  agency: string;
  name: string;
  /** label and value pairs under the title: date, insured, description, dates, status */
  facts: { label: string; value: string }[];
  columns: { version: string; line: string; premium: string };
  markets: { heading: string; rows: { version: string; line: string; premium: string }[]; total: { label: string; value: string } }[];
  /** said instead of the tables when the proposal has no quotes left */
  empty?: string;
  total: { label: string; value: string };
  /** 'Page {page} of {pages}' */
  pageLabel: string;
}

const [pageWidth, pageHeight] = PageSizes.Letter;
const margin = 50;
const right = pageWidth - margin;
const bottom = margin + 20;
const gap = 4;
const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.39, 0.45, 0.53);
const rule = rgb(0.8, 0.83, 0.87);
// the table's columns: version, line of business, premium (right-aligned)
const columnX = [margin, margin + 150, right - 110];
const columnWidth = [140, right - 110 - (margin + 150) - 10, 110];
const labelWidth = 110;
// a cell or value taller than this is cut with an ellipsis, so a row always fits a page
const maxCellLines = 4;
const maxValueLines = 30;

interface Style {
  font: PDFFont;
  size: number;
  color?: typeof ink;
}

/** Draws the proposal: the agency, the proposal's title and facts, a table per market with its total, the total, page numbers. */
export async function renderProposalPdf(sheet: ProposalSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const characters = new Set(regular.getCharacterSet());
  const safe = (text: string) => encodable(text, characters);
  doc.setTitle(safe(sheet.name));
  doc.setAuthor(safe(sheet.agency));

  let page: PDFPage = doc.addPage(PageSizes.Letter);
  let y = pageHeight - margin;
  const lineHeight = (style: Style) => style.size * 1.3;
  const lines = (text: string, width: number, style: Style, maxLines = Infinity) =>
    wrapText(safe(text), width, (t) => style.font.widthOfTextAtSize(t, style.size), maxLines);
  /** A new page when `height` does not fit below the cursor. */
  const room = (height: number) => {
    if (y - height >= bottom) return false;
    page = doc.addPage(PageSizes.Letter);
    y = pageHeight - margin;
    return true;
  };
  const draw = (text: string, x: number, top: number, style: Style) =>
    page.drawText(text, { x, y: top - style.size, font: style.font, size: style.size, color: style.color ?? ink });
  const paragraph = (text: string, style: Style, maxLines = maxValueLines) => {
    for (const line of lines(text, right - margin, style, maxLines)) {
      room(lineHeight(style));
      draw(line, margin, y, style);
      y -= lineHeight(style);
    }
  };
  const hr = () => page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.5, color: rule });

  const body: Style = { font: regular, size: 10 };
  const strong: Style = { font: bold, size: 10 };

  /** A row of cells, each wrapped in its column; the premium column right-aligned. Moves to a new page first when it does not fit. */
  const row = (cells: string[], style: Style, onNewPage?: () => void) => {
    const wrapped = cells.map((cell, i) => lines(cell, columnWidth[i], style, maxCellLines));
    const height = Math.max(1, ...wrapped.map((w) => w.length)) * lineHeight(style) + gap;
    if (room(height)) onNewPage?.();
    wrapped.forEach((cellLines, i) => cellLines.forEach((line, n) => {
      const x = i === 2 ? right - style.font.widthOfTextAtSize(line, style.size) : columnX[i];
      draw(line, x, y - n * lineHeight(style), style);
    }));
    y -= height;
  };
  const header = () => {
    row([sheet.columns.version, sheet.columns.line, sheet.columns.premium], { ...strong, color: muted });
    hr();
    y -= gap;
  };

  paragraph(sheet.agency, { font: bold, size: 16 }, 3);
  y -= gap;
  paragraph(sheet.name, { font: bold, size: 14 }, 6);
  y -= gap * 2;
  for (const fact of sheet.facts) {
    const value = lines(fact.value, right - margin - labelWidth, body, maxValueLines);
    const height = Math.max(1, value.length) * lineHeight(body);
    room(height);
    draw(safe(fact.label), margin, y, { ...strong, color: muted });
    value.forEach((line, n) => draw(line, margin + labelWidth, y - n * lineHeight(body), body));
    y -= height;
  }

  if (sheet.empty) {
    y -= gap * 3;
    paragraph(sheet.empty, body);
  }
  for (const market of sheet.markets) {
    y -= gap * 4;
    const heading: Style = { font: bold, size: 12 };
    const headingLines = lines(market.heading, right - margin, heading, 3);
    // the heading and column titles open every page the market's table runs over
    const top = () => {
      for (const line of headingLines) {
        draw(line, margin, y, heading);
        y -= lineHeight(heading);
      }
      y -= gap;
      header();
    };
    // the heading stays with the column titles and the first row
    room(headingLines.length * lineHeight(heading) + 3 * (lineHeight(body) + gap));
    top();
    for (const quote of market.rows) row([quote.version, quote.line, quote.premium], body, top);
    hr();
    y -= gap;
    row(['', market.total.label, market.total.value], strong);
  }
  y -= gap * 4;
  row(['', sheet.total.label, sheet.total.value], { font: bold, size: 12 });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = safe(fillTemplate(sheet.pageLabel, { page: String(i + 1), pages: String(pages.length) }));
    const size = 8;
    p.drawText(label, { x: right - regular.widthOfTextAtSize(label, size), y: margin - 10, font: regular, size, color: muted });
  });
  return doc.save();
}
