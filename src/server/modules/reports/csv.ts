import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { Readable } from 'node:stream';

/** The rows a CSV export reads at a time: the file streams, never whole in memory. */
export const exportBatch = 1000;

/** A CSV column: its header and how a row gives its value. */
export interface CsvColumn<R> { header: string; value(row: R): unknown }

/**
 * A CSV file streamed from batches of rows: the header line first, then each batch as it is read.
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, return first) are escaped (papaparse's escapeFormulae).
 */
export function csvStream<R>(columns: CsvColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  const line = (cells: unknown[][]) => `${Papa.unparse(cells, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
  async function* lines() {
    yield line([columns.map((c) => c.header)]);
    for await (const rows of batches) yield line(rows.map((row) => columns.map((c) => c.value(row) ?? '')));
  }
  return Readable.from(lines());
}

/** What a CSV route answers: the file, an attachment named after what it holds. */
export const csvAnswer = { mediaType: 'text/csv', description: "The rows as a CSV file (UTF-8), an attachment named after what it holds." };

/** Sends the CSV file as an attachment of that name. */
export const sendCsv = (reply: FastifyReply, name: string, file: Readable) => reply
  .header('content-type', 'text/csv; charset=utf-8')
  .header('content-disposition', `attachment; filename="${name}"`)
  .send(file);
