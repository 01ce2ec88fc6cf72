import { describe, expect, it } from 'vitest';
import { parseShopifyImportCsv, readImportPair, shopifyProductGid, shopifyProductNumber } from './shopify-import-csv.ts';

describe('Import Shopify Listings CSV (spec 002 §5)', () => {
  it('reads two values per line with no header, trims lines and values, and drops empty lines', () => {
    const text = '\uFEFF  SKU-1, 8123456789  \r\n\r\n   \nSKU-2,gid://shopify/Product/42\n\n';
    expect(parseShopifyImportCsv(text)).toEqual({
      rows: [
        { line: 1, sellerSku: 'SKU-1', shopifyItemId: 'gid://shopify/Product/8123456789' },
        { line: 4, sellerSku: 'SKU-2', shopifyItemId: 'gid://shopify/Product/42' },
      ],
      problems: [],
    });
  });

  it('reports a malformed line with its line number while the other lines go through', () => {
    const text = ['A-1,111', 'A-2', 'A-3,222,extra', ',333', 'A-5,', 'A-6,not-an-id', 'A-7,777'].join('\n');
    const { rows, problems } = parseShopifyImportCsv(text);
    expect(rows.map((r) => [r.line, r.sellerSku])).toEqual([
      [1, 'A-1'],
      [7, 'A-7'],
    ]);
    expect(problems).toEqual([
      { line: 2, sellerSku: 'A-2', message: 'Expected 2 values (SKU, Shopify item id), found 1' },
      { line: 3, sellerSku: 'A-3', message: 'Expected 2 values (SKU, Shopify item id), found 3' },
      { line: 4, sellerSku: null, message: 'The SKU is missing' },
      { line: 5, sellerSku: 'A-5', message: 'The Shopify item id is missing' },
      { line: 6, sellerSku: 'A-6', message: "'not-an-id' is not a Shopify item id (a number such as 8123456789)" },
    ]);
  });

  it('reads a quoted comma and a quoted line break as part of one value (RFC 4180)', () => {
    const text = '"SKU, with comma",111\n"SKU ""two""\nsecond line",222\nplain,333\n"never closed,444\nlost,555';
    const { rows, problems } = parseShopifyImportCsv(text);
    expect(rows).toEqual([
      { line: 1, sellerSku: 'SKU, with comma', shopifyItemId: 'gid://shopify/Product/111' },
      { line: 2, sellerSku: 'SKU "two"\nsecond line', shopifyItemId: 'gid://shopify/Product/222' },
      { line: 4, sellerSku: 'plain', shopifyItemId: 'gid://shopify/Product/333' },
    ]);
    // An unclosed quote takes the rest of the file with it: said on the line where it opens.
    expect(problems).toEqual([{ line: 5, sellerSku: null, message: 'A quote opened here is never closed' }]);
  });

  it('gives nothing for an empty or blank file', () => {
    expect(parseShopifyImportCsv('')).toEqual({ rows: [], problems: [] });
    expect(parseShopifyImportCsv(' \n\t\n')).toEqual({ rows: [], problems: [] });
  });

  it('treats a product number and its gid as the same product, and nothing else as one', () => {
    expect(shopifyProductGid('0042')).toBe('gid://shopify/Product/42');
    expect(shopifyProductGid('gid://shopify/Product/42')).toBe('gid://shopify/Product/42');
    expect(shopifyProductGid('gid://shopify/ProductVariant/42')).toBeNull();
    expect(shopifyProductGid('-42')).toBeNull();
    expect(shopifyProductGid('4.2')).toBeNull();
    expect(shopifyProductNumber('gid://shopify/Product/42')).toBe('42');
  });

  it('reads a REST item pair the same way, numbers included', () => {
    expect(readImportPair('SKU-9', 99)).toEqual({ sellerSku: 'SKU-9', shopifyItemId: 'gid://shopify/Product/99' });
    expect(readImportPair(undefined, '99')).toBe('The SKU is missing');
    expect(readImportPair('S'.repeat(201), '99')).toBe('The SKU is longer than 200 characters');
  });
});
