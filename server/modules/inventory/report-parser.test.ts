import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseFbaReport, parseListingsReport, tsvLines } from './report-parser.ts';

const collect = async <T>(g: AsyncGenerator<T>) => {
  const out: T[] = [];
  for await (const x of g) out.push(x);
  return out;
};

const FBA_HEADER =
  'sku\tfnsku\tasin\tproduct-name\tcondition\tyour-price\tmfn-listing-exists\tmfn-fulfillable-quantity\tafn-listing-exists\tafn-fulfillable-quantity';

describe('tsvLines', () => {
  it('numbers lines from the header, strips CR and BOM, skips blank lines and splits across chunks', async () => {
    const lines = await collect(tsvLines(Readable.from(['\uFEFFa\tb\r\n1\t', '2\r\n\n3\t4'])));
    expect(lines).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });
});

describe('parseReport', () => {
  it('reads FBA rows and reports a malformed row with its line and reason, keeping the rest', async () => {
    const text = [
      FBA_HEADER,
      'MUG-1"\tX001\tB0000000A1\tMug 12"\tNew\t12.99\tNo\t\tYes\t7',
      'BROKEN\tX002\tB0000000A2\tOnly four',
      'BAD-ASIN\tX003\tnot-an-asin\tThing\tNew\t1.00\tNo\t\tYes\t1',
      'BAD-QTY\tX004\tB0000000A4\tThing\tNew\t1.00\tNo\t\tYes\tmany',
      'OK-2\tX005\tB0000000A5\tThing\tUsed - Good\t\tNo\t\tYes\t0',
    ].join('\n');
    const rows = await collect(parseFbaReport(Readable.from([text])));
    expect(rows[0]).toEqual({
      ok: true,
      row: { line: 2, sku: 'MUG-1"', asin: 'B0000000A1', title: 'Mug 12"', condition: 'New', priceCents: 1299, fbaQuantity: 7, mfnQuantity: null },
    });
    expect(rows.slice(1, 4)).toEqual([
      { ok: false, line: 3, sku: 'BROKEN', reason: 'expected 10 columns, found 4' },
      { ok: false, line: 4, sku: 'BAD-ASIN', reason: 'ASIN "not-an-asin" is not 10 letters or digits' },
      { ok: false, line: 5, sku: 'BAD-QTY', reason: 'afn-fulfillable-quantity "many" is not a whole number' },
    ]);
    expect(rows[4]).toMatchObject({ ok: true, row: { line: 6, priceCents: null, fbaQuantity: 0, condition: 'Used - Good' } });
  });

  it('maps listings condition codes to text and keeps an empty FBA quantity empty', async () => {
    const header = 'item-name\tseller-sku\tprice\tquantity\timage-url\titem-condition\tasin1\tfulfillment-channel';
    const text = `${header}\nKettle\tK-1\t20.00\t\thttp://img/1.jpg\t11\tB00000000K\tAMAZON_NA\nPan\tP-1\t5\t3\t\t3\tB00000000P\tDEFAULT\n`;
    const rows = await collect(parseListingsReport(Readable.from([text])));
    expect(rows.map((r) => r.ok && r.row)).toEqual([
      {
        line: 2,
        sku: 'K-1',
        asin: 'B00000000K',
        title: 'Kettle',
        priceCents: 2000,
        quantity: null,
        condition: 'New',
        fulfillmentChannel: 'AMAZON_NA',
        imageUrl: 'http://img/1.jpg',
      },
      {
        line: 3,
        sku: 'P-1',
        asin: 'B00000000P',
        title: 'Pan',
        priceCents: 500,
        quantity: 3,
        condition: 'Used - Good',
        fulfillmentChannel: 'DEFAULT',
        imageUrl: null,
      },
    ]);
  });

  it('refuses a report whose header lacks a needed column', async () => {
    await expect(collect(parseFbaReport(Readable.from(['sku\tasin\nA\tB0000000A1\n'])))).rejects.toThrow(/missing column\(s\) product-name/);
  });
});
