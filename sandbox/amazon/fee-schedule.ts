// Seller fees as a pure function of item and price: referral fee by category (with Amazon's
// per-item minimum), the media closing fee, and the FBA fulfilment fee by size tier and weight
// (US 2024 schedule, scaled for other currencies). Amounts are integer minor units.
import type { CatalogueItem } from './catalogue.ts';

export interface FeeLine {
  type: 'ReferralFee' | 'VariableClosingFee' | 'PerItemFee' | 'FBAFees';
  amount: number;
  included?: { type: string; amount: number }[];
}

/** Rough exchange of the USD schedule into each marketplace's currency. */
const SCALE: Record<string, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.92 };

export type SizeTier = 'SmallStandard' | 'LargeStandard' | 'LargeBulky';

export function sizeTier(d: CatalogueItem['dims']): SizeTier {
  const [a, b, c] = [d.length, d.width, d.height].sort((x, y) => y - x) as [number, number, number];
  if (d.weight <= 1 && a <= 15 && b <= 12 && c <= 0.75) return 'SmallStandard';
  if (d.weight <= 20 && a <= 18 && b <= 14 && c <= 8) return 'LargeStandard';
  return 'LargeBulky';
}

/** FBA per-unit fulfilment fee in US cents. */
export function fbaFulfilmentFeeUsd(d: CatalogueItem['dims']): number {
  const tier = sizeTier(d);
  if (tier === 'SmallStandard') return 322;
  if (tier === 'LargeStandard') {
    if (d.weight <= 1) return 386;
    if (d.weight <= 2) return 470;
    if (d.weight <= 3) return 557;
    return 600 + Math.ceil((d.weight - 3) * 2) * 16;
  }
  return 975 + Math.ceil(Math.max(0, d.weight - 1)) * 42;
}

export function estimateFees(item: CatalogueItem, priceMinor: number, shippingMinor: number, currency: string, amazonFulfilled: boolean): FeeLine[] {
  const scale = SCALE[currency] ?? 1;
  const referral = Math.max(Math.round((priceMinor + shippingMinor) * item.category.referralRate), Math.round(30 * scale));
  const lines: FeeLine[] = [
    { type: 'ReferralFee', amount: referral },
    { type: 'VariableClosingFee', amount: item.category.media ? Math.round(180 * scale) : 0 },
    { type: 'PerItemFee', amount: 0 },
  ];
  if (amazonFulfilled) {
    const fee = Math.round(fbaFulfilmentFeeUsd(item.dims) * scale);
    lines.push({ type: 'FBAFees', amount: fee, included: [{ type: 'FBAPerUnitFulfillmentFee', amount: fee }] });
  }
  return lines;
}

/** Multi-Channel Fulfilment per-unit fee by shipping speed, in US cents (MCF costs more than FBA). */
export function mcfUnitFeeUsd(d: CatalogueItem['dims'], speed: 'Standard' | 'Expedited' | 'Priority'): number {
  const base = { Standard: 795, Expedited: 1095, Priority: 1795 }[speed];
  return base + Math.ceil(Math.max(0, d.weight - 1)) * 75;
}

export function scaleUsd(cents: number, currency: string): number {
  return Math.round(cents * (SCALE[currency] ?? 1));
}
