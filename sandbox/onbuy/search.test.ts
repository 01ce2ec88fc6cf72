import { describe, expect, it } from 'vitest';
import { amazonMatchedProducts } from './amazon-matches.ts';
import { brandsOf, codeMatches, nameMatches } from './search.ts';

describe("the OnBuy sandbox's catalogue search", () => {
  it('matches names by words, singular or plural, in any order', () => {
    const name = 'Harbor Lane Resistance Bands, Set of 5, Black';
    expect(nameMatches(name, 'resistance bands')).toBe(true);
    expect(nameMatches(name, 'Resistance band')).toBe(true);
    expect(nameMatches(name, 'bands resistance harbor')).toBe(true);
    expect(nameMatches(name, 'resistance bands yoga')).toBe(false);
    expect(nameMatches('Yoga Mat 6mm Non-Slip', 'resistance bands')).toBe(false);
  });

  it('finds a product by its EAN or by the UPC inside it', () => {
    expect(codeMatches(['0012345678905'], '0012345678905')).toBe(true);
    expect(codeMatches(['0012345678905'], '012345678905')).toBe(true);
    expect(codeMatches(['0012345678905'], '5012345678900')).toBe(false);
  });

  it('holds about half the Amazon demo items under their EAN, a few by title and brand only, deterministically', () => {
    const a = amazonMatchedProducts(1);
    expect(amazonMatchedProducts(1)).toEqual(a);
    const byCode = a.filter((p) => p.product_codes.length > 0).length;
    const nameOnly = a.length - byCode;
    // 2 demo sellers x 1,000 items: 50% by barcode, 2% (books excepted) by title and brand only.
    expect(byCode).toBeGreaterThan(900);
    expect(byCode).toBeLessThan(1100);
    expect(nameOnly).toBeGreaterThan(10);
    expect(nameOnly).toBeLessThan(45);
  });

  it("lists the brands its products carry next to OnBuy's own", () => {
    const brands = brandsOf({ catalogue: amazonMatchedProducts(1) }).map((b) => b.name);
    expect(brands).toEqual(expect.arrayContaining(['Harbor Lane', 'Kestrel Outdoor', 'LEGO']));
  });
});
