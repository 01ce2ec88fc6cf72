import { describe, expect, it } from 'vitest';
import { userSettingsOf } from '../accounts/user-settings.ts';
import { addUp, feeAtImport, lineFigures, lineShare, majorUnits, saleFigures } from './sale-figures.ts';

const US = { settings: userSettingsOf({ ebay_fee_country: 'US', ebay_info: { accountType: 'BUSINESS' }, ebay_shop_type: null }) };
const GB_PRIVATE = { settings: userSettingsOf({ ebay_fee_country: 'UK', ebay_info: { accountType: 'INDIVIDUAL' }, ebay_shop_type: null }) };

describe("a sale's figures", () => {
  it("are the total less eBay's fee by the seller's fee rules and the MCF fee", () => {
    // Spec 000 §9, US: 35 + the per-order fee (40 above 10.00) + 12.9% of the price without a docid.
    expect(saleFigures({ channel: 'EBAY', currency: 'USD', totalCents: 5000, mcfFeeCents: 650, mcfPlaced: true }, US)).toEqual({
      currency: 'USD',
      totalCents: 5000,
      channelFeeCents: 35 + 40 + 645,
      channelFeeBasis: "eBay's published fees (US, business seller)",
      mcfFeeCents: 650,
      profitCents: 5000 - 720 - 650,
      notCounted: ['the cost of the goods'],
    });
    // Spec 000 §9, GB: a private seller pays a flat 35.
    expect(saleFigures({ channel: 'EBAY', currency: 'GBP', totalCents: 2500, mcfFeeCents: null, mcfPlaced: false }, GB_PRIVATE).profitCents).toBe(2465);
  });

  it('say which costs they could not count', () => {
    const f = saleFigures({ channel: 'SHOPIFY', currency: 'GBP', totalCents: 2099, mcfFeeCents: null, mcfPlaced: true }, US);
    expect(f.channelFeeCents).toBeNull();
    expect(f.profitCents).toBe(2099);
    expect(f.notCounted).toEqual(["Shopify's payment fees", "Amazon's MCF fee", 'the cost of the goods']);
    expect(saleFigures({ channel: 'ONBUY', currency: 'GBP', totalCents: 100, mcfFeeCents: null, mcfPlaced: false }, US).notCounted).toEqual([
      "OnBuy's commission",
      'the cost of the goods',
    ]);
  });
});

describe("a sale's stored fee", () => {
  it('is the one the channel reported, named as such, whatever the published rate would be', () => {
    const f = saleFigures(
      {
        channel: 'ONBUY',
        currency: 'GBP',
        totalCents: 2000,
        mcfFeeCents: 450,
        mcfPlaced: true,
        channelFeeCents: 180,
        channelFeeBasis: "reported by OnBuy (the order's sales_fee_inc_vat)",
      },
      US,
    );
    expect(f.channelFeeCents).toBe(180);
    expect(f.channelFeeBasis).toBe("reported by OnBuy (the order's sales_fee_inc_vat)");
    expect(f.profitCents).toBe(2000 - 180 - 450);
    expect(f.notCounted).toEqual(['the cost of the goods']);
  });

  it("at import is the channel's report, else eBay's published rate with the rate named, else unknown", () => {
    // eBay's totalMarketplaceFee of 3.10 on a 25.00 order is taken as eBay reports it.
    expect(feeAtImport('EBAY', { totalCents: 2500, reportedFee: { cents: 310, basis: 'reported by eBay' } }, GB_PRIVATE.settings)).toEqual({
      cents: 310,
      basis: 'reported by eBay',
    });
    // Spec 000 §9, GB private seller: a flat 35.
    expect(feeAtImport('EBAY', { totalCents: 2500 }, GB_PRIVATE.settings)).toEqual({ cents: 35, basis: "eBay's published fees (GB, private seller)" });
    expect(feeAtImport('SHOPIFY', { totalCents: 2500 }, US.settings)).toBeNull();
  });
});

describe("a line's share of its order", () => {
  it('is in proportion to its price, in whole pence that add up to the order', () => {
    // Sale #1005: two lines of 10.00 and 7.00 and 3.99 shipping, 20.99 paid.
    const first = lineShare(2099, { before: 0, upTo: 1000, whole: 1700, index: 1, count: 2 });
    const second = lineShare(2099, { before: 1000, upTo: 1700, whole: 1700, index: 2, count: 2 });
    expect([first, second]).toEqual([1235, 864]);
    expect(lineShare(-100, { before: 0, upTo: 1, whole: 3, index: 1, count: 2 }) + lineShare(-100, { before: 1, upTo: 3, whole: 3, index: 2, count: 2 })).toBe(
      -100,
    );
  });

  it('is equal among lines without a price', () => {
    expect([1, 2, 3].map((index) => lineShare(100, { before: 0, upTo: 0, whole: 0, index, count: 3 }))).toEqual([33, 34, 33]);
  });

  it('takes every figure of the order, the unknown fee staying unknown', () => {
    const order = saleFigures({ channel: 'SHOPIFY', currency: 'GBP', totalCents: 2099, mcfFeeCents: 500, mcfPlaced: true }, US);
    expect(lineFigures(order, { before: 0, upTo: 1700, whole: 1700, index: 1, count: 1 })).toMatchObject({
      currency: 'GBP',
      totalCents: 2099,
      channelFeeCents: null,
      mcfFeeCents: 500,
      profitCents: 1599,
    });
  });
});

describe('totals', () => {
  it('add up sales per currency, never mixing two', () => {
    const totals = addUp(
      [
        { channel: 'SHOPIFY', currency: 'GBP', totalCents: 2099, count: 2, mcfFeeSumCents: 700, mcfFeeUnknown: 0, mcfFeeCents: null, mcfPlaced: false },
        { channel: 'SHOPIFY', currency: 'GBP', totalCents: 1000, count: 1, mcfFeeSumCents: 0, mcfFeeUnknown: 1, mcfFeeCents: null, mcfPlaced: false },
        { channel: 'SHOPIFY', currency: 'EUR', totalCents: 500, count: 1, mcfFeeSumCents: 0, mcfFeeUnknown: 0, mcfFeeCents: null, mcfPlaced: false },
      ],
      US,
    );
    expect(totals).toEqual([
      {
        currency: 'GBP',
        sales: 3,
        totalCents: 5198,
        channelFeeCents: 0,
        mcfFeeCents: 700,
        profitCents: 4498,
        notCounted: ["Shopify's payment fees", "Amazon's MCF fee", 'the cost of the goods'],
      },
      {
        currency: 'EUR',
        sales: 1,
        totalCents: 500,
        channelFeeCents: 0,
        mcfFeeCents: 0,
        profitCents: 500,
        notCounted: ["Shopify's payment fees", 'the cost of the goods'],
      },
    ]);
  });
});

describe('money in the export', () => {
  it('is written in major units with two decimals', () => {
    expect([majorUnits(1700), majorUnits(5), majorUnits(-5), majorUnits(-1234), majorUnits(null)]).toEqual(['17.00', '0.05', '-0.05', '-12.34', '']);
  });
});
