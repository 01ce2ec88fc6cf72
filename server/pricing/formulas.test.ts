import { describe, expect, it } from 'vitest';
import { fixedPrice, formulaPrice, lockedPrice, percentPrice, pricingSettings } from './formulas.ts';

describe('pricingSettings', () => {
  it('defaults to the formula option with multipliers 1 and 1 and constant 0', () => {
    expect(pricingSettings(undefined)).toEqual({
      option: 'formula',
      percentMargin: 0,
      fixedMarginCents: 0,
      itemMultiplier: 1,
      fbaShipMultiplier: 1,
      constantAddCents: 0,
    });
    expect(pricingSettings({ pricingOption: '', pricingFormula: { itemMultiplier: null, fbaShipMultiplier: '', constantAdd: undefined } }).itemMultiplier).toBe(
      1,
    );
  });
  it('reads each option, and an unknown one as the default', () => {
    expect(pricingSettings({ pricingOption: 'percent' }).option).toBe('percent');
    expect(pricingSettings({ pricingOption: 'FIXED' }).option).toBe('fixed');
    expect(pricingSettings({ pricingOption: 'formula' }).option).toBe('formula');
    expect(pricingSettings({ pricingOption: 'cheapest' }).option).toBe('formula');
  });
  it('reads numeric strings and keeps garbage as NaN', () => {
    const s = pricingSettings({ pricingPercentMargin: '0.2', pricingFixedMargin: 150, pricingFormula: { itemMultiplier: '1.5', constantAdd: 'abc' } });
    expect(s.percentMargin).toBe(0.2);
    expect(s.fixedMarginCents).toBe(150);
    expect(s.itemMultiplier).toBe(1.5);
    expect(s.constantAddCents).toBeNaN();
  });
});

describe('formulaPrice', () => {
  const base = { itemMultiplier: 1, fbaShipMultiplier: 1, constantAddCents: 0 };
  it('with the defaults is the item price plus the FBA ship cost', () => {
    expect(formulaPrice({ ...base, itemPriceCents: 2000, fbaShipCostCents: 595 })).toBe(2595);
  });
  it('applies both multipliers and the constant', () => {
    // 2 × 1000 + 0.5 × 600 + 99
    expect(formulaPrice({ itemMultiplier: 2, fbaShipMultiplier: 0.5, constantAddCents: 99, itemPriceCents: 1000, fbaShipCostCents: 600 })).toBe(2399);
  });
  it('rounds to the nearest cent', () => {
    // 1.15 × 1999 = 2298.85, + 595
    expect(formulaPrice({ ...base, itemMultiplier: 1.15, itemPriceCents: 1999, fbaShipCostCents: 595 })).toBe(2894);
    // 0.5 × 1001 = 500.5 rounds up
    expect(formulaPrice({ ...base, itemMultiplier: 0.5, fbaShipMultiplier: 0, itemPriceCents: 1001, fbaShipCostCents: 0 })).toBe(501);
    // 0.5 × 1003 = 501.5 rounds up; 0.4 × 1001 = 400.4 rounds down
    expect(formulaPrice({ ...base, itemMultiplier: 0.5, fbaShipMultiplier: 0, itemPriceCents: 1003, fbaShipCostCents: 0 })).toBe(502);
    expect(formulaPrice({ ...base, itemMultiplier: 0.4, fbaShipMultiplier: 0, itemPriceCents: 1001, fbaShipCostCents: 0 })).toBe(400);
  });
  it('never goes below 0', () => {
    expect(formulaPrice({ ...base, constantAddCents: -5000, itemPriceCents: 2000, fbaShipCostCents: 595 })).toBe(0);
  });
  it('gives 0 for NaN', () => {
    expect(formulaPrice({ ...base, itemMultiplier: Number.NaN, itemPriceCents: 2000, fbaShipCostCents: 595 })).toBe(0);
    expect(formulaPrice({ ...base, itemPriceCents: Number.NaN, fbaShipCostCents: 595 })).toBe(0);
  });
});

describe('percentPrice', () => {
  it('is (earnings × (1 + margin) + offsite + 30) / 0.871 by default, rounded up to the cent', () => {
    // (1100 + 595 + 30) / 0.871 = 1980.48
    expect(percentPrice({ earningsCents: 1000, percentMargin: 0.1, offsiteCents: 595 })).toBe(1981);
    // (1000 + 0 + 30) / 0.871 = 1182.55
    expect(percentPrice({ earningsCents: 1000, percentMargin: 0, offsiteCents: 0 })).toBe(1183);
  });
  it('uses the fee cover it is given', () => {
    // (1100 + 595 + 75) / 0.8675 = 2040.35
    expect(percentPrice({ earningsCents: 1000, percentMargin: 0.1, offsiteCents: 595 }, { fixedAddCents: 75, divisor: 0.8675 })).toBe(2041);
    // an exact result is not raised: (1000 + 0 + 35) / 1
    expect(percentPrice({ earningsCents: 1000, percentMargin: 0, offsiteCents: 0 }, { fixedAddCents: 35, divisor: 1 })).toBe(1035);
  });
  it('never goes below 0, and NaN gives 0', () => {
    expect(percentPrice({ earningsCents: 1000, percentMargin: -2, offsiteCents: 0 })).toBe(0);
    expect(percentPrice({ earningsCents: Number.NaN, percentMargin: 0.1, offsiteCents: 595 })).toBe(0);
    expect(percentPrice({ earningsCents: 1000, percentMargin: Number.NaN, offsiteCents: 595 })).toBe(0);
  });
});

describe('fixedPrice', () => {
  it('is (earnings + fixed margin + offsite + 30) / 0.871 by default, rounded up to the cent', () => {
    // 1875 / 0.871 = 2152.70
    expect(fixedPrice({ earningsCents: 1000, fixedMarginCents: 250, offsiteCents: 595 })).toBe(2153);
    // margin 0 (the default): 1030 / 0.871 = 1182.55
    expect(fixedPrice({ earningsCents: 1000, fixedMarginCents: 0, offsiteCents: 0 })).toBe(1183);
  });
  it('never goes below 0, and NaN gives 0', () => {
    expect(fixedPrice({ earningsCents: 1000, fixedMarginCents: -5000, offsiteCents: 0 })).toBe(0);
    expect(fixedPrice({ earningsCents: 1000, fixedMarginCents: Number.NaN, offsiteCents: 0 })).toBe(0);
  });
});

describe('lockedPrice', () => {
  it('is the price the seller set', () => {
    expect(lockedPrice({ ebay_price: 1999 })).toBe(1999);
    expect(lockedPrice({ ebay_price: '2500', title: 'x' })).toBe(2500);
    expect(lockedPrice({ ebay_price: 0 })).toBe(0);
    expect(lockedPrice({ ebay_price: 1999.6 })).toBe(2000);
  });
  it("is null (not locked) for '__UNSET', no price or no overrides", () => {
    expect(lockedPrice({ ebay_price: '__UNSET' })).toBeNull();
    expect(lockedPrice({ title: 'x' })).toBeNull();
    expect(lockedPrice({})).toBeNull();
    expect(lockedPrice(null)).toBeNull();
    expect(lockedPrice({ ebay_price: '' })).toBeNull();
  });
  it('ignores a value that is not a price', () => {
    expect(lockedPrice({ ebay_price: 'abc' })).toBeNull();
    expect(lockedPrice({ ebay_price: -5 })).toBeNull();
    expect(lockedPrice({ ebay_price: { value: 10 } })).toBeNull();
  });
});
