import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reportRows } from './reports.ts';

async function rows(chunks: string[]) {
  const out = [];
  for await (const r of reportRows(Readable.from(chunks.map((c) => Buffer.from(c))))) out.push(r);
  return out;
}

describe('reportRows', () => {
  it('keys each row by the header, across chunk boundaries that split lines', async () => {
    expect(await rows(['sku\tqua', 'ntity\nA-1\t', '3\nB-2\t0\n'])).toEqual([
      { sku: 'A-1', quantity: '3' },
      { sku: 'B-2', quantity: '0' },
    ]);
  });

  it('treats double quotes as data, not CSV quoting', async () => {
    expect(await rows(['sku\ttitle\nMUG-12"\t"Big" mug 12"\n'])).toEqual([{ sku: 'MUG-12"', title: '"Big" mug 12"' }]);
  });

  it('handles CRLF, a byte-order mark, a last line without newline and empty cells', async () => {
    expect(await rows(['\uFEFFsku\tprice\tnote\r\nA\t1.00\t\r\nB\t2.00'])).toEqual([
      { sku: 'A', price: '1.00', note: '' },
      { sku: 'B', price: '2.00', note: '' },
    ]);
  });
});
