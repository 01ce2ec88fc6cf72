import { describe, expect, it } from 'vitest';
import { userSettingsOf } from '../../server/modules/accounts/user-settings.ts';
import { channelQuantities, channelQuantity, channelQuantityLimits, NO_CHANNEL_LIMITS, parseQuantityBuffer } from './quantity.ts';

// Expected figures from the rule as written: spec 000 §9 "channel quantity = Amazon FBA quantity
// plus MFN quantity minus the buffer", and on eBay the seller's preferred_list_quantity_buffer and
// preferred_list_quantity (001 §3; README "Continuous sync": never below 0, at most the cap).
const item = (fbaQuantity: number, mfnQuantity: number, quantityBuffer: number | null) => ({ fbaQuantity, mfnQuantity, quantityBuffer });

describe('channelQuantity', () => {
  it('is FBA + MFN minus the buffer', () => {
    expect(channelQuantity(item(7, 3, 4), NO_CHANNEL_LIMITS)).toBe(6);
  });
  it('treats no buffer as 0', () => {
    expect(channelQuantity(item(7, 3, null), NO_CHANNEL_LIMITS)).toBe(10);
  });
  it('never goes below 0', () => {
    expect(channelQuantity(item(1, 0, 5), NO_CHANNEL_LIMITS)).toBe(0);
    expect(channelQuantity(item(0, 0, 0), NO_CHANNEL_LIMITS)).toBe(0);
    expect(channelQuantity(item(7, 2, 20), { sellerBuffer: 0, cap: null })).toBe(0);
    expect(channelQuantity(item(0, 0, null), { sellerBuffer: 0, cap: 5 })).toBe(0);
  });
  it("takes the channel's own buffer off too", () => {
    expect(channelQuantity(item(7, 2, 2), { sellerBuffer: 1, cap: null })).toBe(6);
  });
  it("is at most the channel's cap", () => {
    expect(channelQuantity(item(7, 2, null), { sellerBuffer: 0, cap: 3 })).toBe(3);
    expect(channelQuantity(item(7, 2, null), { sellerBuffer: 0, cap: 0 })).toBe(0);
    expect(channelQuantity(item(12, 0, 2), { sellerBuffer: 3, cap: 5 })).toBe(5);
    expect(channelQuantity(item(6, 0, 2), { sellerBuffer: 3, cap: 5 })).toBe(1);
  });
});

describe('channelQuantityLimits', () => {
  const settings = userSettingsOf({ preferred_list_quantity_buffer: 3, preferred_list_quantity: 5 });
  it("gives eBay the seller's eBay buffer and cap", () => {
    expect(channelQuantityLimits('EBAY', settings)).toEqual({ sellerBuffer: 3, cap: 5 });
    expect(channelQuantityLimits('EBAY', userSettingsOf({}))).toEqual({ sellerBuffer: 0, cap: null });
  });
  it('gives Shopify and OnBuy none (the spec has none for them)', () => {
    expect(channelQuantityLimits('SHOPIFY', settings)).toEqual({ sellerBuffer: 0, cap: null });
    expect(channelQuantityLimits('ONBUY', settings)).toEqual({ sellerBuffer: 0, cap: null });
  });
  it('gives each channel its figure', () => {
    // 12 + 0 − 2 = 10 on Shopify and OnBuy; eBay: 10 − 3 = 7, capped at 5.
    expect(channelQuantities(item(12, 0, 2), settings)).toEqual({ EBAY: 5, SHOPIFY: 10, ONBUY: 10 });
  });
});

describe('parseQuantityBuffer', () => {
  it('keeps whole numbers from numbers and numeric strings', () => {
    expect(parseQuantityBuffer(3)).toBe(3);
    expect(parseQuantityBuffer(' 12 ')).toBe(12);
    expect(parseQuantityBuffer('2.9')).toBe(2);
    expect(parseQuantityBuffer(0)).toBe(0);
  });
  it('turns a non-number into empty (null)', () => {
    for (const v of ['', 'abc', '3x', null, undefined, {}, [], Number.NaN, Infinity, true]) expect(parseQuantityBuffer(v)).toBeNull();
  });
  it('clamps negatives to 0', () => {
    expect(parseQuantityBuffer(-4)).toBe(0);
    expect(parseQuantityBuffer('-1')).toBe(0);
  });
});
