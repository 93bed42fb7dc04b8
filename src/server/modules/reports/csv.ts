import Papa from 'papaparse';
import { Readable } from 'node:stream';

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
