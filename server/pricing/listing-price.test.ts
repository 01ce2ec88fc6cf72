import { describe, expect, it } from 'vitest';
import { type PricingItem, type SellerPricing, ebayListingPrice, feeCover, itemOffsiteFulfilment } from './listing-price.ts';

// An FBA item sold on Amazon at 25.00: referral 3.75 and FBA 3.00 leave 18.25. At 1.5 lb in
// Electronics its offsite estimate is 418, raised to the 595 minimum.
const item = (over: Partial<PricingItem> = {}): PricingItem => ({
  itemType: 'FBA',
  priceCents: 2500,
  referralFeeCents: 375,
  fulfillmentFeeCents: 300,
  earningsCents: 1825,
  itemCategory: 'Electronics',
  docid: '1:293:32852:end',
  catalogDetails: { package_dimensions: { weight: { amount: 1.5, unit: 'pounds' } } },
  userEditedDetails: {},
  ...over,
});
const US: SellerPricing = { ebayFeeCountry: 'US' };

describe('ebayListingPrice with the default formula', () => {
  it('is the Amazon price plus the offsite fulfilment, with the breakdown', () => {
    expect(ebayListingPrice(item(), US)).toEqual({
      priceCents: 3095,
      source: 'formula',
      ready: true,
      missing: [],
      amazonPriceCents: 2500,
      amazonFeesCents: 675,
      amazonEarningsCents: 1825,
      offsiteFulfilmentCents: 595,
      offsiteFulfilmentSource: 'estimate',
      // 35 + 40 + 3095 × 13.25% = 410.09 → 485.09
      ebayFeeCents: 485,
      // 3095 - 485 - 595 - 1825
      marginCents: 190,
    });
  });
  it('applies the seller formula', () => {
    // 1.2 × 2500 + 0 × 595 + 199
    const p = ebayListingPrice(item(), { ...US, pricingOption: 'formula', pricingFormula: { itemMultiplier: 1.2, fbaShipMultiplier: 0, constantAdd: 199 } });
    expect(p.priceCents).toBe(3199);
  });
  it('uses the media minimum and the default weight', () => {
    const books = item({ itemCategory: 'Books', catalogDetails: { package_dimensions: { weight: { amount: 8, unit: 'ounces' } } } });
    expect(ebayListingPrice(books, US).priceCents).toBe(2795);
    // no catalogue data: 2 lb → 418
    expect(ebayListingPrice(item({ itemCategory: 'Books', catalogDetails: null }), US).priceCents).toBe(2918);
  });
  it('waits for the Amazon price', () => {
    const p = ebayListingPrice(item({ priceCents: null }), US);
    expect(p.ready).toBe(false);
    expect(p.missing).toEqual(['amazon_price']);
    expect(p.priceCents).toBe(0);
  });
});

describe('ebayListingPrice with the percent option', () => {
  it("covers the US seller's fee with 75 and 13.25%", () => {
    const p = ebayListingPrice(item(), { ...US, pricingOption: 'percent', pricingPercentMargin: 0.1 });
    // (1825 × 1.1 + 595 + 75) / 0.8675 = 2677.5 / 0.8675 = 3086.46
    expect(p.priceCents).toBe(3087);
    // 35 + 40 + 3087 × 13.25% = 409.03
    expect(p.ebayFeeCents).toBe(484);
    // 3087 - 484 - 595 - 1825, at least the asked 182.5
    expect(p.marginCents).toBe(183);
  });
  it('for a GB individual adds only the flat 35', () => {
    const p = ebayListingPrice(item(), { ebayFeeCountry: 'GB', ebayAccountType: 'INDIVIDUAL', pricingOption: 'percent', pricingPercentMargin: 0.1 });
    // 2007.5 + 595 + 35
    expect(p.priceCents).toBe(2638);
    expect(p.ebayFeeCents).toBe(35);
    expect(p.marginCents).toBe(183);
  });
  it('without a fee country uses the 30 and 0.871', () => {
    const p = ebayListingPrice(item(), { pricingOption: 'percent', pricingPercentMargin: 0.1 });
    // (2007.5 + 595 + 30) / 0.871 = 3022.39
    expect(p.priceCents).toBe(3023);
    // 3023 × 12.9% = 389.97
    expect(p.ebayFeeCents).toBe(390);
    expect(p.marginCents).toBe(213);
  });
  it('leaves at least the asked margin in every fee country and shop tier', () => {
    const sellers: SellerPricing[] = [
      { ebayFeeCountry: 'GB', ebayAccountType: 'INDIVIDUAL' },
      { ebayFeeCountry: 'UK', ebayAccountType: 'BUSINESS' },
      { ebayFeeCountry: 'CA' },
      { ebayFeeCountry: 'US' },
      { ebayFeeCountry: 'DE', ebayAccountType: 'INDIVIDUAL' },
      { ebayFeeCountry: 'DE', ebayShopType: 'basic' },
      { ebayFeeCountry: 'DE', ebayShopType: 'top' },
      { ebayFeeCountry: 'DE', ebayShopType: 'starter' },
      { ebayFeeCountry: null },
    ];
    for (const s of sellers) {
      for (const it of [item(), item({ docid: null }), item({ earningsCents: 90_000, priceCents: 110_000 }), item({ earningsCents: 300 })]) {
        const p = ebayListingPrice(it, { ...s, pricingOption: 'percent', pricingPercentMargin: 0.1 });
        expect(p.marginCents, JSON.stringify(s)).toBeGreaterThanOrEqual((it.earningsCents ?? 0) * 0.1);
      }
    }
  });
  it('with no margin set keeps the Amazon earnings after fees', () => {
    const p = ebayListingPrice(item(), { ...US, pricingOption: 'percent' });
    // (1825 + 595 + 75) / 0.8675 = 2876.08
    expect(p.priceCents).toBe(2877);
    // 35 + 40 + 2877 × 13.25% = 381.20
    expect(p.ebayFeeCents).toBe(456);
    expect(p.marginCents).toBe(1);
  });
  it('reads a margin stored as a string', () => {
    expect(ebayListingPrice(item(), { ...US, pricingOption: 'percent', pricingPercentMargin: '0.1' }).priceCents).toBe(3087);
  });
  it('derives the earnings from the Amazon price and fees when they were not stored', () => {
    expect(ebayListingPrice(item({ earningsCents: null }), { ...US, pricingOption: 'percent', pricingPercentMargin: 0.1 }).priceCents).toBe(3087);
  });
  it('waits for the Amazon earnings', () => {
    const p = ebayListingPrice(item({ earningsCents: null, referralFeeCents: null, fulfillmentFeeCents: null }), { ...US, pricingOption: 'percent' });
    expect(p).toMatchObject({ ready: false, missing: ['amazon_earnings'], priceCents: 0, amazonEarningsCents: null, marginCents: null, amazonFeesCents: null });
  });
});

describe('ebayListingPrice with the fixed option', () => {
  it('keeps the fixed margin over the earnings after the GB business fee', () => {
    const p = ebayListingPrice(item(), { ebayFeeCountry: 'GB', pricingOption: 'fixed', pricingFixedMargin: 300 });
    // (1825 + 300 + 595 + 30) / (1 - 12.9% - 0.35%) = 2750 / 0.8675 = 3170.03
    expect(p.priceCents).toBe(3171);
    // 3171 × 13.25% = 420.16
    expect(p.ebayFeeCents).toBe(420);
    expect(p.marginCents).toBe(331);
  });
  it('with no margin set keeps the Amazon earnings after fees', () => {
    const p = ebayListingPrice(item(), { ebayFeeCountry: 'GB', pricingOption: 'fixed' });
    // 2450 / 0.8675 = 2824.21
    expect(p.priceCents).toBe(2825);
    // 2825 × 13.25% = 374.31
    expect(p.ebayFeeCents).toBe(374);
    expect(p.marginCents).toBe(31);
  });
});

describe('ebayListingPrice with a price set by the seller', () => {
  it('is locked at that price whatever the option', () => {
    const p = ebayListingPrice(item({ userEditedDetails: { ebay_price: 4999 } }), { ...US, pricingOption: 'percent', pricingPercentMargin: 0.5 });
    expect(p.priceCents).toBe(4999);
    expect(p.source).toBe('locked');
    // 35 + 40 + 4999 × 13.25% = 662.37
    expect(p.ebayFeeCents).toBe(737);
    expect(p.marginCents).toBe(4999 - 737 - 595 - 1825);
  });
  it('is ready even without Amazon figures', () => {
    const p = ebayListingPrice(item({ priceCents: null, earningsCents: null, userEditedDetails: { ebay_price: 1500 } }), US);
    expect(p).toMatchObject({ ready: true, priceCents: 1500, source: 'locked' });
  });
  it("is computed again once cleared with '__UNSET'", () => {
    const p = ebayListingPrice(item({ userEditedDetails: { ebay_price: '__UNSET' } }), US);
    expect(p.source).toBe('formula');
    expect(p.priceCents).toBe(3095);
  });
});

describe('itemOffsiteFulfilment', () => {
  it('is 0 for a merchant-fulfilled item', () => {
    expect(itemOffsiteFulfilment(item({ itemType: 'MFN' }))).toEqual({ cents: 0, source: 'merchant' });
    expect(ebayListingPrice(item({ itemType: 'MFN' }), US).priceCents).toBe(2500);
  });
  it("prefers the seller's custom offsite fee", () => {
    expect(itemOffsiteFulfilment(item({ userEditedDetails: { custom_offsite_fulfillment_fee: 450 } }))).toEqual({ cents: 450, source: 'custom' });
    expect(itemOffsiteFulfilment(item({ itemType: 'MFN', userEditedDetails: { custom_offsite_fulfillment_fee: '300' } }))).toEqual({
      cents: 300,
      source: 'custom',
    });
    expect(ebayListingPrice(item({ userEditedDetails: { custom_offsite_fulfillment_fee: 450 } }), US).priceCents).toBe(2950);
  });
  it('ignores a custom fee that is not an amount', () => {
    expect(itemOffsiteFulfilment(item({ userEditedDetails: { custom_offsite_fulfillment_fee: 'n/a' } }))).toEqual({ cents: 595, source: 'estimate' });
  });
});

describe('feeCover', () => {
  it('adds at least 30 and divides by 1 - the highest rate', () => {
    expect(feeCover({})).toEqual({ fixedAddCents: 30, divisor: 0.871 });
    expect(feeCover({ feeCountry: 'DE', docid: 'a:1:b', shopType: 'top' })).toEqual({ fixedAddCents: 30, divisor: 0.881 });
    expect(feeCover({ feeCountry: 'CA', docid: 'a:1:b' })).toEqual({ fixedAddCents: 70, divisor: 0.871 });
  });
});
