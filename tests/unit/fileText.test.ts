import { utils, write } from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { extractText } from '../../src/server/modules/files/text/extractText';
import { textLimits, TooLarge } from '../../src/server/modules/files/text/limits';
import { checkPdf } from '../../src/server/modules/files/text/pdfBudget';
import { checkZip } from '../../src/server/modules/files/text/zipBudget';
import { createTextThreads, TextJobFailed } from '../../src/server/modules/files/text/textThread';
import { wordDiff } from '../../src/server/modules/files/text/wordDiff';
import { storedEntry, zipOf } from '../../src/server/seed/documents';
import { docxBomb, pdfBomb, xlsxBomb } from '../api/helpers/bombs';
import { textDocx, textPdf } from '../api/helpers/documents';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('text extraction', () => {
  it('reads the text of PDF pages, Word paragraphs, workbooks, Rich Text and email', async () => {
    expect(await extractText('pdf', textPdf([['Schedule of (values)', 'Building 1'], ['Page two']]))).toEqual({ text: 'Schedule of (values)\nBuilding 1\n\nPage two' });
    expect(await extractText('docx', textDocx(['Named insured', 'Harbor & Co']))).toEqual({ text: 'Named insured\nHarbor & Co\n' });
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Location', 'Value'], ['Main St', 250000]]), 'Values');
    expect(await extractText('xlsx', write(book, { type: 'buffer', bookType: 'xlsx' }))).toEqual({ text: 'Values\nLocation,Value\nMain St,250000' });
    expect(await extractText('rtf', bytes("{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}{\\*\\generator Word;}\\f0 Loss run \\b 2025\\b0 \\par caf\\'e9 \\u8364? 10}")))
      .toEqual({ text: 'Loss run 2025\ncafé € 10' });
    expect(await extractText('eml', bytes('From: Ann <ann@carrier.test>\r\nTo: desk@harbor.test\r\nSubject: Quote\r\n\r\nThe quote is attached.\r\n')))
      .toEqual({ text: 'From: "Ann" <ann@carrier.test>\nTo: desk@harbor.test\nSubject: Quote\n\nThe quote is attached.\n' });
    expect(await extractText('csv', bytes('\uFEFFa,b\r\n1,2\r\n'.replace('\uFEFF', '\xef\xbb\xbf')))).toEqual({ text: 'a,b\n1,2\n' });
    expect(await extractText('txt', bytes('caf\xe9'))).toEqual({ text: 'café' });
  });

  it('says why there is no text: a format without text, none found, damaged, too many pages', async () => {
    expect(await extractText('mp4', new Uint8Array(8))).toEqual({ reason: 'format' });
    expect(await extractText('txt', bytes(' \n\t'))).toEqual({ reason: 'empty' });
    expect(await extractText('docx', bytes('PK not a zip'))).toEqual({ reason: 'unreadable' });
    expect(await extractText('pdf', textPdf(Array.from({ length: textLimits.pages + 1 }, () => ['x'])))).toEqual({ reason: 'tooLarge' });
  });
});

describe('decompression bombs', () => {
  const budgetMb = textLimits.inflatedBytes / 1024 / 1024;

  it('measures a zip as it inflates: too many entries, or more than the budget in all, is too large', () => {
    expect(() => checkZip(zipOf(Array.from({ length: textLimits.zipEntries + 1 }, (_, i) => storedEntry(`word/part${i}.xml`, '<x/>'))))).toThrow(TooLarge);
    expect(() => checkZip(docxBomb(budgetMb + 1))).toThrow(TooLarge);
    expect(() => checkZip(xlsxBomb(budgetMb + 1))).toThrow(TooLarge);
    expect(() => checkZip(docxBomb(budgetMb - 1))).not.toThrow();
  });

  it("measures a PDF's Flate streams as they inflate, and says a docx past the budget is too large", async () => {
    expect(() => checkPdf(pdfBomb(budgetMb + 1))).toThrow(TooLarge);
    expect(() => checkPdf(pdfBomb(budgetMb - 1))).not.toThrow();
    expect(await extractText('docx', docxBomb(400))).toEqual({ reason: 'tooLarge' });
  });
});

describe('word diff', () => {
  it('marks changed, added and removed words by their spans in both texts, whole lines where it can', () => {
    const left = 'Premium $1,000 due June 1.\nCancel with notice.\n';
    const right = 'Premium $1,250 due on June 1.\n';
    expect(wordDiff(left, right, 5).map((d) => [d.type, left.slice(...d.left), right.slice(...d.right)]))
      .toEqual([['changed', '1,000', '1,250'], ['added', '', 'on '], ['removed', 'Cancel with notice.\n', '']]);
    expect(wordDiff('a  b', 'a b', 5)).toEqual([]);
  });
});

describe('text thread', () => {
  const thread = createTextThreads();
  afterAll(() => thread.close());

  it('runs a job on the other thread while one is busy', async () => {
    const quick = (text: string) => thread.run({ kind: 'extract', extension: 'txt', bytes: bytes(text) }, 30_000);
    await Promise.all([quick('warm'), quick('both')]);
    const long = Array.from({ length: 60_000 }, (_, i) => `w${i % 5000}`).join(' ');
    let busyDone = false;
    const busy = thread.run({ kind: 'diff', left: long, right: long.split(' ').reverse().join(' '), timeoutSeconds: 30 }, 3_000)
      .catch((error: unknown) => error).finally(() => (busyDone = true));
    expect(await quick('beside it')).toEqual({ text: 'beside it' });
    expect(busyDone).toBe(false);
    expect(await busy).toBeInstanceOf(TextJobFailed);
  }, 60_000);

  it('ends a job past its time limit and starts afresh for the next', async () => {
    const long = Array.from({ length: 60_000 }, (_, i) => `w${i % 5000}`).join(' ');
    await expect(thread.run({ kind: 'diff', left: long, right: long.split(' ').reverse().join(' '), timeoutSeconds: 30 }, 50)).rejects.toBeInstanceOf(TextJobFailed);
    expect(await thread.run({ kind: 'extract', extension: 'txt', bytes: bytes('still here') }, 30_000)).toEqual({ text: 'still here' });
  });
});
