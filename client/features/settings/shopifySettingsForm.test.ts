import { describe, expect, it } from 'vitest';
import { changedSettings, formFromSettings, invalidMargins, locationLabel, parseMargin } from './shopifySettingsForm.ts';

const loaded = formFromSettings(
  {
    defaultProductImportState: 'published',
    automaticPricingSync: false,
    automaticQuantitySync: false,
    automaticFulfillment: false,
    amazonShipping: false,
    shopifyBlankBox: '',
    shopifyBlockAmzl: '',
    preferredLocation: null,
  },
  {
    radioGroupShopifyPricing: 'percent',
    shopifyPercentMargin: 10,
    shopifyFixedMargin: 0,
    radioGroupComparePricing: 'percent',
    comparePercentMargin: 0,
    compareFixedMargin: 0,
  },
);

describe('Shopify Settings form (spec 002 §2.4)', () => {
  it('has no changes as loaded, nor after a value goes back to what was loaded', () => {
    expect(changedSettings(loaded, loaded)).toBeNull();
    const back = { ...loaded, functions: { ...loaded.functions, amazonShipping: false }, pricing: { ...loaded.pricing, shopifyPercentMargin: '10.0' } };
    expect(changedSettings(loaded, back)).toBeNull();
  });

  it('sends only the changed settings, each under its group', () => {
    const now = {
      functions: { ...loaded.functions, preferredLocation: 'gid://shopify/Location/2', shopifyBlockAmzl: 'enabled' },
      pricing: { ...loaded.pricing, radioGroupComparePricing: 'fixed', compareFixedMargin: '-2.50' },
    };
    expect(changedSettings(loaded, now)).toEqual({
      shopifySettings: { preferredLocation: 'gid://shopify/Location/2', shopifyBlockAmzl: 'enabled' },
      shopifyPricingFormulas: { radioGroupComparePricing: 'fixed', compareFixedMargin: -2.5 },
    });
  });

  it('does not count a margin left empty or not a number as set', () => {
    const now = { ...loaded, pricing: { ...loaded.pricing, shopifyPercentMargin: '', shopifyFixedMargin: 'abc' } };
    expect(changedSettings(loaded, now)).toBeNull();
    expect(invalidMargins(now)).toEqual(['shopifyFixedMargin']);
  });

  it('sends an unspecified preferred location as null', () => {
    const chosen = { ...loaded, functions: { ...loaded.functions, preferredLocation: 'gid://shopify/Location/2' } };
    expect(changedSettings(chosen, loaded)).toEqual({ shopifySettings: { preferredLocation: null } });
  });

  it('reads margins as typed: signs, a currency sign or a percent, else invalid', () => {
    const typedAndRead: [string, number | null | 'invalid'][] = [
      [' -10 ', -10],
      ['+2.5%', 2.5],
      ['$3', 3],
      ['.5', 0.5],
      ['', null],
      ['1,000', 'invalid'],
      ['ten', 'invalid'],
    ];
    for (const [typed, read] of typedAndRead) expect(parseMargin(typed), typed).toBe(read);
  });

  it("labels an unknown or unset location 'Unspecified'", () => {
    const locations = [{ id: 'gid://shopify/Location/1', name: 'Main warehouse' }];
    expect(locationLabel('gid://shopify/Location/1', locations)).toBe('Main warehouse');
    expect(locationLabel('gid://shopify/Location/9', locations)).toBe('Unspecified');
    expect(locationLabel('', null)).toBe('Unspecified');
  });
});
