/** Documents with real text (a PDF of pages of lines, a Word document of paragraphs): the demo seed's makers. */
export { textDocx, textPdf } from '../../../src/server/seed/documents';
