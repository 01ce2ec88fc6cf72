import { describe, expect, it } from 'vitest';
import { applyMargin, shopifyPrice } from './shopify-price.ts';

describe('Shopify pricing formulas (spec 002 §2.4)', () => {
  it('gives the spec example: 100 with +10% is 110, with -10% is 90, with 0 stays 100', () => {
    expect(applyMargin(10_000, 'percent', 10, 0)).toBe(11_000);
    expect(applyMargin(10_000, 'percent', -10, 0)).toBe(9_000);
    expect(applyMargin(10_000, 'percent', 0, 0)).toBe(10_000);
  });

  it('adds a fixed margin in currency units, and a negative one reduces the price', () => {
    expect(applyMargin(10_000, 'fixed', 99, 2.5)).toBe(10_250);
    expect(applyMargin(10_000, 'fixed', 99, -15)).toBe(8_500);
    // The other option's margin is ignored.
    expect(applyMargin(10_000, 'percent', 5, 1000)).toBe(10_500);
  });

  it('reads margins typed as text and treats a blank margin as 0; never goes below 0', () => {
    expect(applyMargin(1999, 'percent', '20', null)).toBe(2399);
    expect(applyMargin(1999, 'fixed', null, '')).toBe(1999);
    expect(applyMargin(1000, 'fixed', null, -50)).toBe(0);
    expect(applyMargin(1000, 'percent', 'abc', null)).toBe(0);
  });

  it('sends a compare-at price only when it is above the sale price', () => {
    const f = { radioGroupShopifyPricing: 'percent', shopifyPercentMargin: 10, radioGroupComparePricing: 'percent', comparePercentMargin: 30 };
    expect(shopifyPrice(10_000, f)).toEqual({ priceCents: 11_000, compareAtCents: 13_000, ready: true });
    expect(shopifyPrice(10_000, { ...f, comparePercentMargin: 0 })).toEqual({ priceCents: 11_000, compareAtCents: null, ready: true });
  });

  it('is not ready without an Amazon price', () => {
    expect(shopifyPrice(null, {})).toEqual({ priceCents: 0, compareAtCents: null, ready: false });
    expect(shopifyPrice(0, {})).toMatchObject({ ready: false });
  });
});
