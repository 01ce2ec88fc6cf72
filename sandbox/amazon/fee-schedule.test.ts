import { describe, expect, it } from 'vitest';
import { generateItem } from './catalogue.ts';
import { DEMO_SELLERS } from './demo.ts';
import { estimateFees, fbaFulfilmentFeeUsd, sizeTier } from './fee-schedule.ts';

const item = generateItem(1, DEMO_SELLERS[0]!, 0);

describe('fee schedule', () => {
  it('classifies size tiers by the longest sides and the weight', () => {
    expect(sizeTier({ length: 6, width: 4, height: 0.5, weight: 0.2 })).toBe('SmallStandard');
    expect(sizeTier({ length: 6, width: 4, height: 1, weight: 0.2 })).toBe('LargeStandard');
    expect(sizeTier({ length: 30, width: 10, height: 10, weight: 5 })).toBe('LargeBulky');
  });

  it('adds 16 cents per half pound above 3 lb for large standard items', () => {
    expect(fbaFulfilmentFeeUsd({ length: 10, width: 8, height: 4, weight: 3 })).toBe(557);
    expect(fbaFulfilmentFeeUsd({ length: 10, width: 8, height: 4, weight: 4 })).toBe(632);
  });

  it('charges the referral share of price plus shipping, never below the minimum', () => {
    const cheap = { ...item, category: { ...item.category, referralRate: 0.15, media: false } };
    expect(estimateFees(cheap, 1000, 500, 'USD', false)[0]).toEqual({ type: 'ReferralFee', amount: 225 });
    expect(estimateFees(cheap, 100, 0, 'USD', false)[0]).toEqual({ type: 'ReferralFee', amount: 30 });
  });

  it('includes FBA fees only when Amazon fulfils the item', () => {
    expect(estimateFees(item, 2000, 0, 'USD', true).map((f) => f.type)).toContain('FBAFees');
    expect(estimateFees(item, 2000, 0, 'USD', false).map((f) => f.type)).not.toContain('FBAFees');
  });
});
