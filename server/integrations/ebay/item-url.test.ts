import { describe, expect, it } from 'vitest';
import { ebayItemUrl } from './item-url.ts';

describe('ebayItemUrl', () => {
  it("links to the marketplace's eBay site in production", () => {
    expect(ebayItemUrl({ apiUrl: 'https://api.ebay.com' }, '110550000001', 'EBAY_GB')).toBe('https://www.ebay.co.uk/itm/110550000001');
    expect(ebayItemUrl({ apiUrl: 'https://api.ebay.com' }, '110550000001', 'EBAY_DE')).toBe('https://www.ebay.de/itm/110550000001');
    expect(ebayItemUrl({ apiUrl: 'https://api.ebay.com' }, '1', 'EBAY_XX')).toBe('https://www.ebay.com/itm/1');
  });

  it("links to eBay's sandbox site, or to the local simulator's item page", () => {
    expect(ebayItemUrl({ apiUrl: 'https://api.sandbox.ebay.com' }, '7')).toBe('https://sandbox.ebay.com/itm/7');
    expect(ebayItemUrl({ apiUrl: 'http://127.0.0.1:4102/' }, '7')).toBe('http://127.0.0.1:4102/itm/7');
  });
});
