import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { textLimits, TooLarge, within } from './limits.ts';
import { checkPdf } from './pdfBudget.ts';

// pdf.js 5.4 (the legacy build, for Node 20), the same package the browser's viewer has through react-pdf (DECISIONS 60)
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** A PDF's text, page by page (a blank line between pages), its lines as pdf.js finds them; its Flate streams are checked first not to inflate past the limits. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  checkPdf(bytes);
  const loading = getDocument({ data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), disableFontFace: true, standardFontDataUrl, verbosity: VerbosityLevel.ERRORS });
  try {
    const document = await loading.promise;
    if (document.numPages > textLimits.pages) throw new TooLarge();
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      pages.push(text.trimEnd());
      within((length += text.length));
    }
    return pages.join('\n\n');
  } finally {
    await loading.destroy();
  }
}
