// Issue 32: the look-before-create search finds a product by its exact SKU, also a SKU with a
// double quote (the demo catalogue's 12" pans), whose quote Shopify's search grammar takes inside
// single quotes; the sandbox reads the same grammar.
import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../../sandbox/shopify/query.ts';
import { skuQuery } from './payload.ts';

describe('skuQuery', () => {
  it("quotes every SKU so that Shopify's search syntax gives it back whole", () => {
    const skus = ['PEB-CLOCK-12"-000016', 'ALD-BK-TEA-000219', "O'Neil 5:2", 'back\\slash', `both'"`];
    expect(skuQuery(['A-1', 'B 2'])).toBe('sku:"A-1" OR sku:"B 2"');
    expect(skuQuery(['PEB-CLOCK-12"-000016'])).toBe(`sku:'PEB-CLOCK-12"-000016'`);
    const terms = parseSearch(skuQuery(skus));
    expect(terms.map((t) => [t.key, t.value])).toEqual(skus.map((s) => ['sku', s]));
  });
});
