import { describe, expect, it } from 'vitest';
import { mergeEdits } from './edits.ts';

describe('mergeEdits', () => {
  it('stores overrides and keeps the ones not sent', () => {
    expect(mergeEdits({ title: 'Old' }, { description: '<p>Hi</p>' })).toEqual({ title: 'Old', description: '<p>Hi</p>' });
  });
  it("clears the price override with '__UNSET'", () => {
    expect(mergeEdits({ ebay_price: 1999, title: 'T' }, { ebay_price: '__UNSET' })).toEqual({ title: 'T' });
  });
  it('reads ebay_price as cents from a number or a numeric string', () => {
    expect(mergeEdits({}, { ebay_price: '1299' })).toEqual({ ebay_price: 1299 });
    expect(() => mergeEdits({}, { ebay_price: 'cheap' })).toThrow('ebay_price must be a price in cents');
  });
  it('stores allow_best_offer as true or false (false is an override, not a blank); null clears it', () => {
    expect(mergeEdits({}, { allow_best_offer: false })).toEqual({ allow_best_offer: false });
    expect(mergeEdits({ allow_best_offer: false }, { allow_best_offer: true })).toEqual({ allow_best_offer: true });
    expect(mergeEdits({ allow_best_offer: true }, { allow_best_offer: null })).toEqual({});
    expect(() => mergeEdits({}, { allow_best_offer: 'yes' })).toThrow('allow_best_offer must be true or false');
  });
  it('drops blank entries of images, features and details', () => {
    expect(
      mergeEdits(
        {},
        {
          images: ['http://a/1.jpg', ' ', ''],
          feature_bullets: ['Strong', '', '  Light '],
          product_details: [
            { name: 'Brand', value: 'Acme' },
            { name: 'Colour', value: '' },
          ],
        },
      ),
    ).toEqual({ images: ['http://a/1.jpg'], feature_bullets: ['Strong', 'Light'], product_details: [{ name: 'Brand', value: 'Acme' }] });
  });
  it('removes an override set to null or empty, and ignores unknown keys', () => {
    expect(mergeEdits({ title: 'Mine', description: 'x' }, { title: '', description: null, _id: 'hack', asin: 'B000' })).toEqual({});
  });
});
