import { describe, expect, it } from 'vitest';
import { csvStream } from '../../src/server/modules/reports/csv';

interface Row { name: string; note: string | null }

async function* batches(): AsyncGenerator<Row[]> {
  yield [{ name: 'Acme, Inc.', note: '=1+2' }, { name: 'Birch "Dental"', note: '@SUM(A1)' }];
  yield [{ name: 'Cedar', note: '-5' }];
  yield [{ name: 'Dune', note: null }];
}

describe('a CSV export', () => {
  it('streams the header, then each batch as it comes, quoting as CSV does and escaping what a spreadsheet would run', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvStream([{ header: 'Name', value: (r: Row) => r.name }, { header: 'Note', value: (r: Row) => r.note }], batches())) chunks.push(String(chunk));
    expect(chunks).toEqual([
      'Name,Note\r\n',
      '"Acme, Inc.","\'=1+2"\r\n"Birch ""Dental""","\'@SUM(A1)"\r\n',
      'Cedar,"\'-5"\r\n',
      'Dune,\r\n',
    ]);
  });
});
