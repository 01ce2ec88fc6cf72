import { describe, expect, it } from 'vitest';
import { checkDefaultValues } from './category-defaults.service.ts';
import type { ItemSpecificRule } from './catalog.service.ts';

const shape: ItemSpecificRule = { dimension: 'Shape', values: ['Rectangular', 'Round'], mode: 'SELECTION_ONLY', required: true, multi: false };
const brand: ItemSpecificRule = { dimension: 'Brand', values: ['OXO'], mode: 'FREE_TEXT', required: true, multi: false };

describe("a category default's values (issue 28)", () => {
  it("keeps one of eBay's values in eBay's spelling", () => {
    expect(checkDefaultValues(shape, [' round '])).toEqual(['Round']);
  });
  it("refuses a value outside a SELECTION_ONLY list, naming eBay's values", () => {
    expect(() => checkDefaultValues(shape, ['Oval'])).toThrow("Shape does not accept 'Oval': choose one of eBay's values (Rectangular, Round).");
  });
  it('takes the seller’s own words for a FREE_TEXT aspect', () => {
    expect(checkDefaultValues(brand, ['Joseph Joseph'])).toEqual(['Joseph Joseph']);
  });
  it('refuses no value, several for a single-value aspect, and one over 65 characters', () => {
    expect(() => checkDefaultValues(brand, [' '])).toThrow('Enter a value for Brand.');
    expect(() => checkDefaultValues(brand, ['A', 'B'])).toThrow('Brand takes one value.');
    expect(() => checkDefaultValues(brand, ['x'.repeat(66)])).toThrow('A value of Brand may have at most 65 characters.');
  });
});
