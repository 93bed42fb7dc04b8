import type { FastifyReply } from 'fastify';
import replies from '../../../../schemas/report/report.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';

/** What a report's PDF route answers. */
export const pdfAnswer = { mediaType: 'application/pdf', description: "The report as a PDF (Letter, landscape): its title, what it covers and its table, an attachment named after the report." };

/** A PDF page's foot: 'Page N of M'. */
export const pageLabel = (n: number, of: number) => fillTemplate(replies.page, { n: String(n), of: String(of) });

/** Sends the PDF as an attachment of that name. */
export const sendPdf = (reply: FastifyReply, name: string, bytes: Uint8Array) => reply
  .header('content-type', 'application/pdf')
  .header('content-disposition', `attachment; filename="${name}"`)
  .send(Buffer.from(bytes));

/** Rows read at once as the one batch of a CSV stream. */
export async function* once<R>(rows: Promise<R[]>) {
  yield await rows;
}
