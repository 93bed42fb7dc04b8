import { read, utils } from '@e965/xlsx';
import { textLimits, TooLarge, within } from './limits.ts';
import { checkZip } from './zipBudget.ts';

/** A workbook's text (xlsx, xls): each sheet's name, then its rows as CSV; an xlsx's zip is checked first not to inflate past the limits (an xls is not compressed). */
export function sheetText(bytes: Uint8Array): string {
  checkZip(bytes);
  const book = read(bytes, { type: 'array', dense: true, sheetRows: textLimits.sheetRows + 1, cellFormula: false, cellHTML: false, cellStyles: false });
  let length = 0;
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    const rows = utils.sheet_to_csv(sheet, { blankrows: false });
    if (rows.split('\n').length > textLimits.sheetRows) throw new TooLarge();
    within((length += rows.length));
    return `${name}\n${rows}`;
  }).join('\n\n');
}
