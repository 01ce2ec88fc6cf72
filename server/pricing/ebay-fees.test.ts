import { describe, expect, it } from 'vitest';
import { ebayFee, feeCeiling, feeCountry, tieredFee } from './ebay-fees.ts';

const DOCID = '1:11450:15724:end';

describe('feeCountry', () => {
  it('reads GB and UK as GB, and CA, US, DE as themselves, in any case', () => {
    expect(feeCountry('UK')).toBe('GB');
    expect(feeCountry('gb')).toBe('GB');
    expect(feeCountry(' ca ')).toBe('CA');
    expect(feeCountry('US')).toBe('US');
    expect(feeCountry('de')).toBe('DE');
  });
  it('uses the default for a blank, missing or other country', () => {
    expect(feeCountry('')).toBe('default');
    expect(feeCountry(null)).toBe('default');
    expect(feeCountry(undefined)).toBe('default');
    expect(feeCountry('FR')).toBe('default');
  });
});

describe('tieredFee', () => {
  it('applies each band only to the part of the price inside it', () => {
    const tiers = [
      { upToCents: 1000, rate: 0.1 },
      { upToCents: null, rate: 0.01 },
    ];
    expect(tieredFee(500, tiers)).toBeCloseTo(50, 9);
    expect(tieredFee(1000, tiers)).toBeCloseTo(100, 9);
    // 1000 × 10% + 2000 × 1%
    expect(tieredFee(3000, tiers)).toBeCloseTo(120, 9);
    expect(tieredFee(0, tiers)).toBe(0);
  });
});

describe('ebayFee GB', () => {
  it('is a flat 35 for an individual account at any price', () => {
    expect(ebayFee(10_000, { feeCountry: 'GB', accountType: 'INDIVIDUAL', docid: DOCID })).toBe(35);
    expect(ebayFee(1_000_000, { feeCountry: 'UK', accountType: 'individual' })).toBe(35);
    expect(ebayFee(0, { feeCountry: 'GB', accountType: 'INDIVIDUAL' })).toBe(35);
  });
  it('is the category rate plus 0.35% of the price for a business', () => {
    // 10000 × 12.9% = 1290, + 10000 × 0.35% = 35
    expect(ebayFee(10_000, { feeCountry: 'GB', accountType: 'BUSINESS', docid: DOCID })).toBe(1325);
    // no account type is a business too: 2000 × 12.9% = 258, + 7
    expect(ebayFee(2000, { feeCountry: 'GB', docid: DOCID })).toBe(265);
    // a known category's own rate: 10000 × 5% = 500, + 35
    expect(ebayFee(10_000, { feeCountry: 'GB', accountType: 'BUSINESS', categoryTiers: [{ upToCents: null, rate: 0.05 }] })).toBe(535);
  });
  it('rounds to the nearest cent', () => {
    // 999 × 12.9% = 128.871, + 999 × 0.35% = 3.4965 → 132.3675
    expect(ebayFee(999, { feeCountry: 'GB', docid: DOCID })).toBe(132);
  });
});

describe('ebayFee CA', () => {
  it('is 30 per order up to a price of 1000, plus 30, plus the category fee', () => {
    // 30 + 30 + 1000 × 12.9% = 129
    expect(ebayFee(1000, { feeCountry: 'CA', docid: DOCID })).toBe(189);
  });
  it('is 40 per order above 1000', () => {
    // 40 + 30 + 1001 × 12.9% = 129.129 → 199.129
    expect(ebayFee(1001, { feeCountry: 'CA', docid: DOCID })).toBe(199);
  });
  it('is the same for an individual and a business', () => {
    expect(ebayFee(5000, { feeCountry: 'CA', accountType: 'INDIVIDUAL', docid: DOCID })).toBe(ebayFee(5000, { feeCountry: 'CA', docid: DOCID }));
    // 40 + 30 + 645
    expect(ebayFee(5000, { feeCountry: 'CA', accountType: 'INDIVIDUAL', docid: DOCID })).toBe(715);
  });
});

describe('ebayFee US', () => {
  it('is 35 plus 30 per order up to 1000, plus the category fee', () => {
    // 35 + 30 + 800 × 13.25% = 106
    expect(ebayFee(800, { feeCountry: 'US', docid: DOCID })).toBe(171);
    // 35 + 30 + 1000 × 13.25% = 132.5 → 197.5, rounded half up
    expect(ebayFee(1000, { feeCountry: 'US', docid: DOCID })).toBe(198);
  });
  it('is 35 plus 40 per order above 1000', () => {
    // 35 + 40 + 2000 × 13.25% = 265
    expect(ebayFee(2000, { feeCountry: 'US', docid: DOCID })).toBe(340);
  });
  it('charges the lower category band above 750,000 only on the part above it', () => {
    // 35 + 40 + 750000 × 13.25% = 99375
    expect(ebayFee(750_000, { feeCountry: 'US', docid: DOCID })).toBe(99_450);
    // + 10000 × 2.35% = 235
    expect(ebayFee(760_000, { feeCountry: 'US', docid: DOCID })).toBe(99_685);
  });
  it('uses the initial 12.9% for an item with no docid', () => {
    // 35 + 40 + 2000 × 12.9% = 258
    expect(ebayFee(2000, { feeCountry: 'US' })).toBe(333);
    expect(ebayFee(2000, { feeCountry: 'US', docid: '  ' })).toBe(333);
  });
});

describe('ebayFee DE', () => {
  it('is 35 for an individual account', () => {
    expect(ebayFee(10_000, { feeCountry: 'DE', accountType: 'INDIVIDUAL', docid: DOCID, shopType: 'basic' })).toBe(35);
  });
  it('is the category rate plus 10 for a basic shop and 5 for a top shop', () => {
    // 10000 × 11.9% = 1190
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'basic' })).toBe(1200);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'top' })).toBe(1195);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'TOP' })).toBe(1195);
  });
  it('charges the chosen 35 without a shop or with a starter shop, and 5 for tiers above top', () => {
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: null })).toBe(1225);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: '' })).toBe(1225);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'starter' })).toBe(1225);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'anchor' })).toBe(1195);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'premium' })).toBe(1195);
    expect(ebayFee(10_000, { feeCountry: 'DE', docid: DOCID, shopType: 'enterprise' })).toBe(1195);
  });
  it('changes band above 99,000', () => {
    // 99000 × 11.9% = 11781, + 10
    expect(ebayFee(99_000, { feeCountry: 'DE', docid: DOCID, shopType: 'basic' })).toBe(11_791);
    // + 10000 × 2% = 200
    expect(ebayFee(109_000, { feeCountry: 'DE', docid: DOCID, shopType: 'basic' })).toBe(11_991);
  });
  it('uses the initial 12.9% for an item with no docid', () => {
    expect(ebayFee(10_000, { feeCountry: 'DE', shopType: 'basic' })).toBe(1300);
  });
});

describe('ebayFee elsewhere', () => {
  it('is the default multiplier (12.9%) of the price', () => {
    expect(ebayFee(10_000, {})).toBe(1290);
    expect(ebayFee(10_000, { feeCountry: 'FR', accountType: 'INDIVIDUAL', docid: DOCID })).toBe(1290);
    // 128.871
    expect(ebayFee(999, { feeCountry: '' })).toBe(129);
  });
  it('counts a NaN or negative price as 0', () => {
    expect(ebayFee(Number.NaN, {})).toBe(0);
    expect(ebayFee(-500, {})).toBe(0);
    // the fixed parts remain: 35 + 30
    expect(ebayFee(Number.NaN, { feeCountry: 'US' })).toBe(65);
  });
});

describe('feeCeiling', () => {
  it('is the largest fixed part and rate of each schedule', () => {
    expect(feeCeiling({ feeCountry: 'GB', accountType: 'INDIVIDUAL' })).toEqual({ fixedCents: 35, rate: 0 });
    const gb = feeCeiling({ feeCountry: 'GB', docid: DOCID });
    expect(gb.fixedCents).toBe(0);
    expect(gb.rate).toBeCloseTo(0.1325, 9);
    expect(feeCeiling({ feeCountry: 'CA', docid: DOCID })).toEqual({ fixedCents: 70, rate: 0.129 });
    expect(feeCeiling({ feeCountry: 'US', docid: DOCID })).toEqual({ fixedCents: 75, rate: 0.1325 });
    expect(feeCeiling({ feeCountry: 'US' })).toEqual({ fixedCents: 75, rate: 0.129 });
    expect(feeCeiling({ feeCountry: 'DE', accountType: 'INDIVIDUAL' })).toEqual({ fixedCents: 35, rate: 0 });
    expect(feeCeiling({ feeCountry: 'DE', docid: DOCID, shopType: 'top' })).toEqual({ fixedCents: 5, rate: 0.119 });
    expect(feeCeiling({})).toEqual({ fixedCents: 0, rate: 0.129 });
  });
});
