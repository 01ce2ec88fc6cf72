import { describe, expect, it } from 'vitest';
import { type EbayPricingView, pricingRows, pricingSummary } from './pricingInfo.ts';

const ready: EbayPricingView = {
  priceCents: 3375,
  source: 'formula',
  ready: true,
  missing: [],
  amazonPriceCents: 2500,
  amazonFeesCents: 550,
  amazonEarningsCents: 1950,
  offsiteFulfilmentCents: 875,
  offsiteFulfilmentSource: 'estimate',
  ebayFeeCents: 470,
  marginCents: 80,
};

describe('Pricing Info (spec 001 §2.12)', () => {
  it('lists the figures the price is built from, in order, with where the offsite fee comes from', () => {
    expect(pricingRows(ready)).toEqual([
      ['Amazon Price', 2500],
      ['Amazon Fees', 550],
      ['Amazon Earnings', 1950],
      ['Offsite Fulfillment (estimate)', 875],
      ['eBay Fee', 470],
      ['Margin', 80],
    ]);
    expect(pricingRows({ ...ready, offsiteFulfilmentSource: 'merchant', offsiteFulfilmentCents: 0 })[3]).toEqual(['Offsite Fulfillment (you ship)', 0]);
  });

  it('names the rule that computed the price, or the seller’s lock', () => {
    expect(pricingSummary(ready)).toBe('Pricing formula over the Amazon price');
    expect(pricingSummary({ ...ready, source: 'locked' })).toBe('Your own price');
    expect(pricingSummary({ ...ready, source: 'percent' })).toBe('Percent margin over Amazon earnings');
  });

  it('while not ready: says what is missing and shows no fee or margin (they would be for a price of 0)', () => {
    const waiting = { ...ready, ready: false, missing: ['amazon_price'], priceCents: 0, ebayFeeCents: 0, marginCents: -1950 };
    expect(pricingSummary(waiting)).toBe('Waiting for the Amazon price before the price can be computed');
    expect(pricingSummary({ ...waiting, missing: ['amazon_price', 'amazon_earnings'] })).toBe(
      'Waiting for the Amazon price and the Amazon earnings before the price can be computed',
    );
    expect(pricingRows(waiting).slice(4)).toEqual([
      ['eBay Fee', null],
      ['Margin', null],
    ]);
  });
});
