import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import texts from '../../../../schemas/certificates/certificate-pdf.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { encodable, wrapText } from '../proposals/pdfLayout.ts';
import { coverageRows } from '../../../domain/certificateFields.ts';
import { rowFields, type CertificateFields } from './sheet.ts';

const [, pageHeight] = PageSizes.Letter;
const left = 36;
const right = 576;
const middle = 306;
const ink = rgb(0.1, 0.12, 0.16);
const line = rgb(0.55, 0.6, 0.66);
const rows = coverageRows;
const rowHeight = 18;
// the coverage table's columns: letter, type of insurance, policy number, effective, expiration, limit
const columns = [
  { key: 'letter', label: texts.letter, x: left, width: 34 },
  { key: 'line', label: texts.typeOfInsurance, x: left + 34, width: 178 },
  { key: 'policyNumber', label: texts.policyNumber, x: left + 212, width: 112 },
  { key: 'effective', label: texts.effective, x: left + 324, width: 62 },
  { key: 'expiration', label: texts.expiration, x: left + 386, width: 62 },
  { key: 'limit', label: texts.limit, x: left + 448, width: right - left - 448 },
] as const;

interface Box { x: number; y: number; width: number; height: number }
/** the agency's logo, when it has one: at the right of the producer block */
const logoWidth = 72;

/**
 * Our own certificate of liability (laid out after the common certificate format, not the
 * licensed ACORD artwork): labels drawn, every value a fillable text field named as the sheet names it;
 * the agency's logo (a PNG) beside the producer when given.
 */
export async function renderCertificatePdf(fields: CertificateFields, logoPng?: Uint8Array | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const characters = new Set(regular.getCharacterSet());
  const safe = (text: string) => text.split('\n').map((l) => encodable(l, characters)).join('\n');
  doc.setTitle(safe(texts.title));
  doc.setAuthor(safe(fields.producer?.split('\n')[0] ?? ''));
  const page: PDFPage = doc.addPage(PageSizes.Letter);
  const form = doc.getForm();

  const label = (text: string, x: number, top: number, font: PDFFont = bold, size = 7) =>
    page.drawText(safe(text), { x, y: top - size, font, size, color: ink });
  const paragraph = (text: string, x: number, top: number, width: number, size = 6.5) => {
    const wrapped = wrapText(safe(text), width, (t) => regular.widthOfTextAtSize(t, size), 6);
    wrapped.forEach((l, n) => label(l, x, top - n * size * 1.25, regular, size));
    return top - wrapped.length * size * 1.25;
  };
  const frame = ({ x, y, width, height }: Box) => page.drawRectangle({ x, y, width, height, borderColor: line, borderWidth: 0.5 });
  const field = (name: string, box: Box, multiline = false, size = 8) => {
    const text = form.createTextField(name);
    if (multiline) text.enableMultiline();
    text.setText(safe(fields[name] ?? ''));
    text.addToPage(page, { ...box, font: regular, borderWidth: 0, backgroundColor: rgb(0.96, 0.97, 1) });
    text.setFontSize(size);
  };

  let top = pageHeight - 36;
  label(texts.title, left, top, bold, 14);
  label(texts.date, right - 120, top, bold, 6.5);
  field('date', { x: right - 120, y: top - 26, width: 120, height: 16 });
  top = paragraph(texts.notice, left, top - 22, right - 120 - left - 12) - 6;

  // producer and insured on the left, the insurers on the right
  const blockTop = top;
  frame({ x: left, y: blockTop - 72, width: middle - left, height: 72 });
  label(texts.producer, left + 4, blockTop - 4);
  const logoSpace = logoPng ? logoWidth + 4 : 0;
  field('producer', { x: left + 4, y: blockTop - 68, width: middle - left - 8 - logoSpace, height: 52 }, true, 6.5);
  if (logoPng) {
    const logo = await doc.embedPng(logoPng);
    const { width, height } = logo.scaleToFit(logoWidth, 52);
    page.drawImage(logo, { x: middle - 4 - logoWidth + (logoWidth - width) / 2, y: blockTop - 68 + (52 - height) / 2, width, height });
  }
  frame({ x: left, y: blockTop - 150, width: middle - left, height: 78 });
  label(texts.insured, left + 4, blockTop - 76);
  field('insured', { x: left + 4, y: blockTop - 146, width: middle - left - 8, height: 58 }, true);
  frame({ x: middle, y: blockTop - 150, width: right - middle, height: 150 });
  label(texts.insurers, middle + 4, blockTop - 4);
  label(texts.naic, right - 54, blockTop - 4);
  ['A', 'B', 'C', 'D', 'E', 'F'].forEach((letter, i) => {
    const y = blockTop - 34 - i * 19;
    label(fillTemplate(texts.insurer, { letter }), middle + 4, y + 12, regular, 6.5);
    field(`insurer_${letter}`, { x: middle + 50, y, width: right - middle - 110, height: 15 });
    field(`insurer_${letter}_naic`, { x: right - 56, y, width: 52, height: 15 });
  });
  top = blockTop - 162;

  label(texts.coverages, left, top, bold, 9);
  top = paragraph(texts.coveragesNotice, left, top - 12, right - left) - 4;
  for (const c of columns) label(c.label, c.x + 2, top, bold, 6.5);
  top -= 10;
  frame({ x: left, y: top - rows * rowHeight, width: right - left, height: rows * rowHeight });
  for (let n = 1; n <= rows; n += 1) {
    const y = top - n * rowHeight;
    const names = rowFields(n);
    for (const c of columns) field(names[c.key], { x: c.x + 1, y: y + 1, width: c.width - 2, height: rowHeight - 2 }, false, 7.5);
  }
  top -= rows * rowHeight + 8;
  field('forms', { x: left, y: top - 14, width: right - left, height: 14 }, false, 7);
  top -= 22;

  label(texts.description, left, top);
  frame({ x: left, y: top - 62, width: right - left, height: 54 });
  field('description', { x: left + 2, y: top - 60, width: right - left - 4, height: 50 }, true);
  top -= 72;

  frame({ x: left, y: top - 90, width: middle - left, height: 90 });
  label(texts.holder, left + 4, top - 4);
  field('holder', { x: left + 4, y: top - 86, width: middle - left - 8, height: 70 }, true, 9);
  frame({ x: middle, y: top - 90, width: right - middle, height: 90 });
  label(texts.cancellation, middle + 4, top - 4);
  paragraph(texts.cancellationNotice, middle + 4, top - 14, right - middle - 8);
  label(texts.representative, middle + 4, top - 58);
  field('authorized_representative', { x: middle + 4, y: top - 86, width: right - middle - 8, height: 16 });

  label(texts.footer, left, 40, regular, 6.5);
  form.updateFieldAppearances(regular);
  return doc.save();
}
