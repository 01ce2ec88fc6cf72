import { describe, expect, it } from 'vitest';
import { categoryMinimum, offsiteFulfilmentEstimate, weightFee } from './offsite-fulfilment.ts';

const lb = (amount: number) => ({ amount, unit: 'pounds' });

describe('categoryMinimum', () => {
  it('is 295 for Books, DVDs & Movies, Music and Video Games & Consoles', () => {
    expect(categoryMinimum('Books')).toBe(295);
    expect(categoryMinimum('DVDs & Movies')).toBe(295);
    expect(categoryMinimum('Music')).toBe(295);
    expect(categoryMinimum('Video Games & Consoles')).toBe(295);
    expect(categoryMinimum(' books ')).toBe(295);
  });
  it('is 595 for any other or no category', () => {
    expect(categoryMinimum('Electronics')).toBe(595);
    expect(categoryMinimum('Book Ends')).toBe(595);
    expect(categoryMinimum(null)).toBe(595);
    expect(categoryMinimum('')).toBe(595);
  });
});

describe('weightFee', () => {
  it('is 241 for a weight in ounces or grams', () => {
    expect(weightFee({ amount: 8, unit: 'ounces' })).toBe(241);
    expect(weightFee({ amount: 500, unit: 'grams' })).toBe(241);
    expect(weightFee({ amount: 3, unit: 'OZ' })).toBe(241);
  });
  it('is 299 up to 1 lb, 418 up to 2 lb', () => {
    expect(weightFee(lb(0.5))).toBe(299);
    expect(weightFee(lb(1))).toBe(299);
    expect(weightFee(lb(1.01))).toBe(418);
    expect(weightFee(lb(2))).toBe(418);
  });
  it('adds 39 per extra pound above 2 lb, rounded up', () => {
    expect(weightFee(lb(2.01))).toBe(457);
    expect(weightFee(lb(3))).toBe(457);
    expect(weightFee(lb(3.01))).toBe(496);
    // 418 + 8 × 39
    expect(weightFee(lb(10))).toBe(730);
  });
  it('converts kilograms to pounds', () => {
    // 0.45 kg = 0.99 lb; 0.5 kg = 1.10 lb; 1 kg = 2.20 lb
    expect(weightFee({ amount: 0.45, unit: 'kilograms' })).toBe(299);
    expect(weightFee({ amount: 0.5, unit: 'kilograms' })).toBe(418);
    expect(weightFee({ amount: 1, unit: 'kg' })).toBe(457);
  });
  it('reads a weight without a unit as pounds', () => {
    expect(weightFee({ amount: 1, unit: null })).toBe(299);
  });
  it('uses the default weight of 2 lb when the weight is missing or unusable', () => {
    expect(weightFee(null)).toBe(418);
    expect(weightFee(undefined)).toBe(418);
    expect(weightFee({ amount: null, unit: 'pounds' })).toBe(418);
    expect(weightFee({ amount: Number.NaN, unit: 'ounces' })).toBe(418);
    expect(weightFee({ amount: 0, unit: 'pounds' })).toBe(418);
    expect(weightFee({ amount: -3, unit: 'pounds' })).toBe(418);
  });
});

describe('offsiteFulfilmentEstimate', () => {
  it('raises a media item to at least 295', () => {
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Books', weight: { amount: 8, unit: 'ounces' } })).toBe(295);
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Music', weight: lb(1) })).toBe(299);
    // default weight 2 lb
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Books' })).toBe(418);
  });
  it('raises any other item to at least 595', () => {
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Electronics', weight: { amount: 8, unit: 'ounces' } })).toBe(595);
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Electronics', weight: lb(2) })).toBe(595);
    // 418 + 4 × 39 = 574, still under the minimum
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Electronics', weight: lb(6) })).toBe(595);
    // 418 + 5 × 39 = 613
    expect(offsiteFulfilmentEstimate({ itemCategory: 'Electronics', weight: lb(6.01) })).toBe(613);
    expect(offsiteFulfilmentEstimate({ itemCategory: null, weight: lb(7) })).toBe(613);
  });
});
