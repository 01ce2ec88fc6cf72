// The seller's pricing options (spec 000 §9 "Pricing rules", 001 §9 "Price by formula") and the
// seller's own price lock (user_edited_details.ebay_price). All amounts in cents.
import { UNSET } from './overrides.ts';
import { readNumber, roundCents, roundCentsUp } from './money.ts';

export type PricingOption = 'percent' | 'fixed' | 'formula';

/** The seller's settings as stored (settings.pricing_option, pricing_percent_margin, pricing_fixed_margin, pricing_formula). */
export interface PricingSettingsInput {
  pricingOption?: string | null;
  /** A fraction: 001 §5 reads percent inputs as numbers divided by 100 (10% is 0.1). */
  pricingPercentMargin?: number | string | null;
  /** Cents. */
  pricingFixedMargin?: number | string | null;
  pricingFormula?: {
    itemMultiplier?: number | string | null;
    fbaShipMultiplier?: number | string | null;
    /** Cents. */
    constantAdd?: number | string | null;
  } | null;
}

export interface PricingSettings {
  option: PricingOption;
  percentMargin: number;
  fixedMarginCents: number;
  itemMultiplier: number;
  fbaShipMultiplier: number;
  constantAddCents: number;
}

/**
 * Defaults of spec 000 §9: the formula option with item multiplier 1, FBA-ship multiplier 1 and
 * constant 0. (001 §9 calls 'percent' the default; 000 §9, the pricing rules, is followed.)
 * The margins have no default in the spec: 0 (earn what Amazon pays) is chosen.
 */
export const DEFAULT_PRICING: PricingSettings = {
  option: 'formula',
  percentMargin: 0,
  fixedMarginCents: 0,
  itemMultiplier: 1,
  fbaShipMultiplier: 1,
  constantAddCents: 0,
};

/**
 * The percent option's fixed add and divisor are "not shown"; the spec names 0.871 and 30. The
 * divisor is 1 - the fee rate, so 0.871 = 1 - 12.9% (the fee of an item with no docid), and 30
 * is eBay's per-order fee (0.30): together they are the values for a seller with no fee country.
 * For a known fee country, listing-price uses that country's own ceiling (ebay-fees feeCeiling)
 * but never adds less than 30.
 */
export const PERCENT_DIVISOR = 0.871;
export const PERCENT_FIXED_ADD = 30;

/** The settings with the spec's defaults filled in; an unknown option is the default option. */
export function pricingSettings(input: PricingSettingsInput | null | undefined): PricingSettings {
  const raw = (input?.pricingOption ?? '').trim().toLowerCase();
  const option: PricingOption = raw === 'percent' || raw === 'fixed' || raw === 'formula' ? raw : DEFAULT_PRICING.option;
  const f = input?.pricingFormula ?? {};
  return {
    option,
    percentMargin: readNumber(input?.pricingPercentMargin) ?? DEFAULT_PRICING.percentMargin,
    fixedMarginCents: readNumber(input?.pricingFixedMargin) ?? DEFAULT_PRICING.fixedMarginCents,
    itemMultiplier: readNumber(f.itemMultiplier) ?? DEFAULT_PRICING.itemMultiplier,
    fbaShipMultiplier: readNumber(f.fbaShipMultiplier) ?? DEFAULT_PRICING.fbaShipMultiplier,
    constantAddCents: readNumber(f.constantAdd) ?? DEFAULT_PRICING.constantAddCents,
  };
}

/** What covers eBay's fee: add `fixedAddCents`, then divide by `divisor`. */
export interface FeeCover {
  fixedAddCents: number;
  divisor: number;
}

/** The default cover (no fee country, no docid): add 30, divide by 0.871. */
export const DEFAULT_FEE_COVER: FeeCover = { fixedAddCents: PERCENT_FIXED_ADD, divisor: PERCENT_DIVISOR };

/** Percent option: (earnings × (1 + margin) + offsite + fixed add) / divisor, rounded up to the cent, never below 0, NaN → 0. */
export function percentPrice(p: { earningsCents: number; percentMargin: number; offsiteCents: number }, cover: FeeCover = DEFAULT_FEE_COVER): number {
  return roundCentsUp((p.earningsCents * (1 + p.percentMargin) + p.offsiteCents + cover.fixedAddCents) / cover.divisor);
}

/**
 * Fixed option: "earnings plus the fixed margin" is what the seller keeps, so it is grossed up
 * like the percent option to cover the offsite fulfilment and eBay's fee (a price of just
 * earnings + margin would sell at a loss once eBay and Amazon's MCF are paid).
 */
export function fixedPrice(p: { earningsCents: number; fixedMarginCents: number; offsiteCents: number }, cover: FeeCover = DEFAULT_FEE_COVER): number {
  return roundCentsUp((p.earningsCents + p.fixedMarginCents + p.offsiteCents + cover.fixedAddCents) / cover.divisor);
}

/** Formula option: item multiplier × item price + FBA-ship multiplier × FBA ship cost + constant, rounded, never below 0, NaN → 0. */
export function formulaPrice(p: {
  itemPriceCents: number;
  fbaShipCostCents: number;
  itemMultiplier: number;
  fbaShipMultiplier: number;
  constantAddCents: number;
}): number {
  return roundCents(p.itemMultiplier * p.itemPriceCents + p.fbaShipMultiplier * p.fbaShipCostCents + p.constantAddCents);
}

/**
 * The seller's own price (user_edited_details.ebay_price, cents) when set: it locks the price
 * (no option or repricing changes it). '__UNSET', blank or anything not a price gives null (not locked).
 */
export function lockedPrice(userEditedDetails: unknown): number | null {
  if (!userEditedDetails || typeof userEditedDetails !== 'object') return null;
  const v = (userEditedDetails as { ebay_price?: unknown }).ebay_price;
  if (v === UNSET) return null;
  const n = readNumber(v);
  if (n === undefined || !Number.isFinite(n) || n < 0) return null;
  return roundCents(n);
}
