import { describe, expect, it } from 'vitest';
import { findPlan, hasCapacity, initialSliderValue, offeredPlans, PLANS } from './plans.ts';

describe('plan catalogue', () => {
  it('has the 30 plans of the spec with their prices and limits', () => {
    expect(PLANS).toHaveLength(30);
    expect(findPlan('ebay_basic_monthly')).toMatchObject({ priceCents: 2999, maxListings: 100, trialDays: 14 });
    expect(findPlan('ebay_enterprise_annual')).toMatchObject({ priceCents: 419900, maxListings: 250_000, savingPercent: 30 });
    expect(findPlan('shopify_enterprise_monthly')).toMatchObject({ priceCents: 55999, maxListings: 2_500_000 });
    expect(findPlan('onbuy_supreme_annual')).toMatchObject({ priceCents: 199900, maxListings: 2500, isDefault: true });
    expect(findPlan('ebay_pro_monthly')!.features).toContain('Quantity sync');
    expect(findPlan('ebay_plus_monthly')!.features).not.toContain('Quantity sync');
  });
});

describe('plan capacity', () => {
  const plan = { maxListings: 100 };
  it('passes when live plus new equals the limit', () => {
    expect(hasCapacity(plan, 90, 10)).toBe(true);
    expect(hasCapacity(plan, 0, 100)).toBe(true);
  });
  it('fails one over the limit', () => {
    expect(hasCapacity(plan, 90, 11)).toBe(false);
    expect(hasCapacity(plan, 100, 1)).toBe(false);
  });
  it('fails without a plan', () => {
    expect(hasCapacity(null, 0, 1)).toBe(false);
  });
});

describe('plan picker', () => {
  it('offers at most two active plans with room for the slider value', () => {
    expect(offeredPlans('ebay', 'monthly', 0).map((p) => p.tier)).toEqual(['basic', 'plus']);
    expect(offeredPlans('ebay', 'monthly', 300).map((p) => p.tier)).toEqual(['pro', 'supreme']);
    expect(offeredPlans('shopify', 'annual', 2500).map((p) => p.tier)).toEqual(['supreme', 'enterprise']);
  });
  it('starts the slider at the plan maximum minus 50, capped at 2450', () => {
    expect(initialSliderValue({ maxListings: 500 })).toBe(450);
    expect(initialSliderValue({ maxListings: 250_000 })).toBe(2450);
    expect(initialSliderValue(null)).toBe(0);
  });
});
