// The Shopify pricing formulas (spec 002 §2.4): the sale price and the compare-at price, each from
// the item's Amazon price by a percent or a fixed margin. "A negative value reduces the price.
// Example: 100 with +10% gives 110; with -10% gives 90; with 0 stays 100." Pure.
import { readNumber, roundCents } from './money.ts';

export interface ShopifyPricingFormulas {
  radioGroupShopifyPricing?: string;
  shopifyPercentMargin?: unknown;
  /** In the seller's currency (whole units, e.g. 2.5 = 2.50). */
  shopifyFixedMargin?: unknown;
  radioGroupComparePricing?: string;
  comparePercentMargin?: unknown;
  compareFixedMargin?: unknown;
}

export interface ShopifyPrice {
  /** The variant's price in cents (0 when the item has no Amazon price yet: ready is false). */
  priceCents: number;
  /** The compare-at ("was") price, only when it is above the price (Shopify shows no sale otherwise). */
  compareAtCents: number | null;
  /** False while the item has no Amazon price: nothing sensible can be listed. */
  ready: boolean;
}

/** One formula: percent (base × (1 + m/100)) or fixed (base + m in currency units); unset margin = 0. */
export function applyMargin(baseCents: number, option: string | undefined, percent: unknown, fixed: unknown): number {
  if (option === 'fixed') return roundCents(baseCents + (readNumber(fixed) ?? 0) * 100);
  return roundCents(baseCents * (1 + (readNumber(percent) ?? 0) / 100));
}

export function shopifyPrice(amazonPriceCents: number | null, f: ShopifyPricingFormulas): ShopifyPrice {
  if (amazonPriceCents === null || !Number.isFinite(amazonPriceCents) || amazonPriceCents <= 0) return { priceCents: 0, compareAtCents: null, ready: false };
  const priceCents = applyMargin(amazonPriceCents, f.radioGroupShopifyPricing, f.shopifyPercentMargin, f.shopifyFixedMargin);
  const compare = applyMargin(amazonPriceCents, f.radioGroupComparePricing, f.comparePercentMargin, f.compareFixedMargin);
  return { priceCents, compareAtCents: compare > priceCents ? compare : null, ready: true };
}
