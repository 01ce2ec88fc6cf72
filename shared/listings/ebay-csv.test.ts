import { describe, expect, it } from 'vitest';
import { canApplyEbayUpdate, checkEbayUpdateRows, ebayUpdates, parseEbayImportCsv, parseEbayUpdateCsv, priceToCents, readEbayImportPair } from './ebay-csv.ts';

describe('eBay import CSV rows', () => {
  it('reads SKU, item id pairs, drops blank lines and reports bad lines by number', () => {
    const csv = ['SKU-1,110550000001', '', '  ', '"SKU-2" , 110550000002', 'SKU-3', 'SKU-4,12ab', ',110550000005', 'SKU-6,110550000006,x'].join('\r\n');
    expect(parseEbayImportCsv(csv)).toEqual({
      rows: [
        { line: 1, sellerSku: 'SKU-1', ebayItemId: '110550000001' },
        { line: 4, sellerSku: 'SKU-2', ebayItemId: '110550000002' },
      ],
      problems: [
        { line: 5, ebayItemId: null, message: 'Expected 2 values (Amazon SKU, eBay Item Id), found 1' },
        { line: 6, ebayItemId: '12ab', message: "'12ab' is not an eBay Item Id (a number such as 110550000001)" },
        { line: 7, ebayItemId: '110550000005', message: 'The Amazon SKU is missing' },
        { line: 8, ebayItemId: '110550000006', message: 'Expected 2 values (Amazon SKU, eBay Item Id), found 3' },
      ],
    });
  });

  it('reads quoted commas and line breaks as one value in both files (RFC 4180)', () => {
    expect(parseEbayImportCsv('"SKU,1",110550000001\r\n"SKU\n2", "110550000002"\nSKU-3,110550000003').rows).toEqual([
      { line: 1, sellerSku: 'SKU,1', ebayItemId: '110550000001' },
      { line: 2, sellerSku: 'SKU\n2', ebayItemId: '110550000002' },
      { line: 4, sellerSku: 'SKU-3', ebayItemId: '110550000003' },
    ]);
    const rows = parseEbayUpdateCsv(
      'eBay Item Id,Update Type,Updated Value\n110550000001,SKU,"A,B"\n110550000002,SKU,"two\nlines"\n110550000003,eBayPrice,"1,000"',
    );
    expect(rows.map((r) => [r.line, r.updatedValue, r.valid])).toEqual([
      [2, 'A,B', true],
      [3, 'two\nlines', true],
      [5, '1,000', false],
    ]);
  });

  it('keeps the first line of a repeated SKU or item id', () => {
    const parsed = parseEbayImportCsv('A,1001\nB,1001\nA,1003\nC,1004');
    expect(parsed.rows.map((r) => r.line)).toEqual([1, 4]);
    expect(parsed.problems).toEqual([
      { line: 2, ebayItemId: '1001', message: 'eBay item 1001 is already on line 1' },
      { line: 3, ebayItemId: '1003', message: 'SKU A is already on line 1' },
    ]);
  });

  it('reads a REST item the same way', () => {
    expect(readEbayImportPair(' X ', 110550000001)).toEqual({ sellerSku: 'X', ebayItemId: '110550000001' });
    expect(readEbayImportPair('X', '')).toBe('The eBay Item Id is missing');
    expect(readEbayImportPair('x'.repeat(201), '1')).toBe('The SKU is longer than 200 characters');
  });
});

describe('eBay update CSV rows', () => {
  it('accepts eBayPrice and SKU rows with the value rules', () => {
    const rows = parseEbayUpdateCsv('eBay Item Id,Update Type,Updated Value\n1001,eBayPrice,12.99\n\n1002,SKU,AMZ-2\n1003,eBayPrice,0\n1004,eBayPrice,7.5');
    expect(rows.map((r) => [r.line, r.valid, r.problem])).toEqual([
      [2, true, null],
      [4, true, null],
      [5, true, null],
      [6, true, null],
    ]);
    expect(canApplyEbayUpdate(rows)).toBe(true);
    expect(ebayUpdates(rows)).toEqual([
      { line: 2, ebayItemId: '1001', updateType: 'eBayPrice', priceCents: 1299 },
      { line: 4, ebayItemId: '1002', updateType: 'SKU', sellerSku: 'AMZ-2' },
      { line: 5, ebayItemId: '1003', updateType: 'eBayPrice', priceCents: 0 },
      { line: 6, ebayItemId: '1004', updateType: 'eBayPrice', priceCents: 750 },
    ]);
  });

  it.each([
    ['1001,eBayPrice,1,299.00', 'Expected 3 values (eBay Item Id, Update Type, Updated Value), found 4'],
    ['1001,eBayPrice,12,99', 'Expected 3 values (eBay Item Id, Update Type, Updated Value), found 4'],
    ['1001,eBayPrice,-1', "'-1' is not a price: use a number such as 12.99, with '.' for decimals and no thousands separator"],
    ['1001,eBayPrice,£12', "'£12' is not a price: use a number such as 12.99, with '.' for decimals and no thousands separator"],
    ['1001,eBayPrice,1.999', "'1.999' is not a price: use a number such as 12.99, with '.' for decimals and no thousands separator"],
    ['1001,eBayPrice,', 'The price is missing'],
    ['1001,SKU,', 'The SKU is missing'],
    ['1001,price,12', "Update Type must be eBayPrice or SKU, not 'price'"],
    ['1001,,12', 'The Update Type is missing (eBayPrice or SKU)'],
    ['abc,SKU,X', "'abc' is not an eBay Item Id (a number such as 110550000001)"],
  ])('refuses %s', (line, problem) => {
    const rows = parseEbayUpdateCsv(line);
    expect(rows).toEqual([expect.objectContaining({ line: 1, valid: false, problem })]);
    expect(canApplyEbayUpdate(rows)).toBe(false);
    expect(ebayUpdates(rows)).toEqual([]);
  });

  it('flags a repeated item id on its later line', () => {
    const rows = checkEbayUpdateRows([
      { line: 1, ebayItemId: '1001', updateType: 'SKU', updatedValue: 'A' },
      { line: 2, ebayItemId: '1001', updateType: 'eBayPrice', updatedValue: '3' },
    ]);
    expect(rows.map((r) => r.problem)).toEqual([null, 'eBay item 1001 is already on line 1']);
  });

  it('enables the button only with at least one row', () => {
    expect(canApplyEbayUpdate(parseEbayUpdateCsv('\n\n'))).toBe(false);
  });

  it('converts prices to minor units', () => {
    expect([priceToCents('0.01'), priceToCents('10'), priceToCents('10.1'), priceToCents('123456.78')]).toEqual([1, 1000, 1010, 12345678]);
  });
});
