import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/modules/files/text/pdfText';
import { renderProposalPdf } from '../../src/server/modules/proposals/pdfDocument';
import { encodable, wrapText } from '../../src/server/modules/proposals/pdfLayout';
import { proposalSheet, type SheetQuote } from '../../src/server/modules/proposals/pdfSheet';

const byCharacters = (text: string) => [...text].length;

describe('wrapText: lines within a width', () => {
  it('breaks between words', () => {
    expect(wrapText('the quick brown fox', 10, byCharacters)).toEqual(['the quick', 'brown fox']);
    expect(wrapText('  spaced   out  ', 20, byCharacters)).toEqual(['spaced out']);
    expect(wrapText('', 10, byCharacters)).toEqual([]);
  });

  it('breaks a word longer than the line where it must', () => {
    expect(wrapText('abcdefghijklmnop', 5, byCharacters)).toEqual(['abcde', 'fghij', 'klmno', 'p']);
    expect(wrapText('to abcdefgh end', 5, byCharacters)).toEqual(['to', 'abcde', 'fgh', 'end']);
  });

  it('cuts the last line kept with an ellipsis beyond the most lines', () => {
    expect(wrapText('one two three four five', 9, byCharacters, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('aaaaaaaaa bbbbbbbbb ccc', 9, byCharacters, 1)).toEqual(['aaaaaaaa…']);
    expect(wrapText('one two', 9, byCharacters, 1)).toEqual(['one two']);
  });

  it("keeps every line within the width by Helvetica's own measures", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const measure = (text: string) => font.widthOfTextAtSize(text, 10);
    const text = 'Commercial General Liability with Umbrella WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW iiiiiiiiiiiiiiiiiiiiiii and the rest';
    const lines = wrapText(text, 120, measure);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(120);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
  });
});

describe('encodable: what a standard font cannot draw', () => {
  const winAnsi = async () => new Set((await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)).getCharacterSet());

  it('replaces emoji, CJK and controls; keeps accented letters; falls back to base letters', async () => {
    const characters = await winAnsi();
    expect(encodable('Family 🏠 plan 家', characters)).toBe('Family ? plan ?');
    expect(encodable('Zoë Müller – €5…', characters)).toBe('Zoë Müller – €5…');
    expect(encodable('ﬁle Ǆ', characters)).toBe('file DZ');
    expect(encodable('two\nlines\tand a tab', characters)).toBe('two lines and a tab');
  });
});

describe('renderProposalPdf: many quotes and long names', () => {
  it('runs over pages, each table page with its market and column titles, and numbers the pages', async () => {
    const quotes: SheetQuote[] = Array.from({ length: 90 }, (_, i) => ({
      market_Reference_Id: `m${Math.floor(i / 30)}`, market_Name: `Carrier ${Math.floor(i / 30)} Mutual`, version_Code: String(i), version_Name: null,
      line_Of_Business_Name: i % 10 ? `Line ${i}` : `Line ${i} ${'with a very long name '.repeat(4)}`, quoted_Premium: 1000 + i,
    }));
    const sheet = proposalSheet({
      agency: 'Harbor Insurance', proposal: { name: `Options ${'😀 '.repeat(3)}`, created_At: '2026-11-23T12:00:00Z', quotes },
      opportunity: { insuredName: 'Zoë 家', description: null, effectiveDate: '2027-01-01', expirationDate: null },
    });
    const text = await pdfText(await renderProposalPdf(sheet));
    const pages = text.split('\n\n');
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const page of pages.slice(1)) expect(page).toMatch(/Carrier \d Mutual\nVersion Line of Business Quoted Premium/);
    for (let i = 0; i < 90; i++) expect(text).toContain(`$${(1000 + i).toLocaleString('en-US')}.00`);
    expect(text).toContain('Proposal: Options ? ? ?');
    expect(text).toContain('Insured Zoë ?');
    expect(text).toContain('Date 11/23/2026');
    expect(text).toContain('Effective Date 01/01/2027');
    expect(text).not.toContain('Expiration Date');
    expect(text).not.toContain('Description');
    expect(text).toContain('Version 12');
    expect(text).toContain('Total from Carrier 0 Mutual');
    expect(text).toContain('Total Premium $94,005.00');
  });

  it('says when the proposal has no quotes', async () => {
    const sheet = proposalSheet({
      agency: 'Harbor Insurance', proposal: { name: 'Empty', created_At: new Date(), quotes: [] },
      opportunity: { insuredName: 'Ann', description: 'd', effectiveDate: null, expirationDate: null },
    });
    const text = await pdfText(await renderProposalPdf(sheet));
    expect(text).toContain('This proposal has no quotes.');
    expect(text).toContain('Total Premium $0.00');
  });
});
