// eBay's selling fee by the seller's fee country (spec 000 §9 "eBay fee by marketplace"), in cents.
// The country is settings.ebay_fee_country (001 §9 options: blank, GB, US, DE, CA, UK), the
// account type settings.ebay_info.accountType (INDIVIDUAL or a business), the shop tier
// settings.ebay_shop_type (blank, starter, basic, top, anchor, premium, enterprise).
import { roundCents } from './money.ts';

export type FeeCountry = 'GB' | 'CA' | 'US' | 'DE' | 'default';

/** One band of a category's final value fee: `rate` applies to the part of the price up to `upToCents` (null: no ceiling). */
export interface FeeTier {
  upToCents: number | null;
  rate: number;
}

export interface EbayFeeInput {
  /** settings.ebay_fee_country; 'UK' is GB; blank or any other country uses the default multiplier. */
  feeCountry?: string | null;
  /** settings.ebay_info.accountType: 'INDIVIDUAL' is a private seller, anything else a business. */
  accountType?: string | null;
  /** settings.ebay_shop_type. */
  shopType?: string | null;
  /** The item's docid (colon-separated category path); none means the category is unknown. */
  docid?: string | null;
  /** The category's own bands when a category table knows them (the spec does not show that table). */
  categoryTiers?: FeeTier[] | null;
}

/** Spec 000 §9: "an initial fee of 12.9 percent of price is used for an item with no docid". */
export const INITIAL_FEE_RATE = 0.129;
/**
 * "Other marketplaces use a default multiplier" (value not shown). Chosen: the same 12.9%, so a
 * seller without a fee country is priced like an item of unknown category.
 */
export const DEFAULT_FEE_MULTIPLIER = 0.129;

/** GB: a private seller pays a flat 35; a business pays the category rate plus 0.35% of the price. */
export const GB_INDIVIDUAL_FEE = 35;
export const GB_PRICE_RATE = 0.0035;
/** CA and US: the per-order fee is 30 up to a price of 1000 (10.00), 40 above. */
export const PER_ORDER_FEE_LOW = 30;
export const PER_ORDER_FEE_HIGH = 40;
export const PER_ORDER_FEE_THRESHOLD = 1000;
/** CA adds a further 30, US a further 35, to the per-order fee. */
export const CA_FIXED_FEE = 30;
export const US_FIXED_FEE = 35;
/** DE: a private seller pays 35; a business pays the category rate plus 10 (basic shop) or 5 (top shop). */
export const DE_INDIVIDUAL_FEE = 35;
export const DE_SHOP_FEES: Readonly<Record<string, number>> = {
  basic: 10,
  top: 5,
  // Not in the spec (choice): tiers above Top pay Top's 5; no shop and 'starter' (below Basic)
  // pay the 35 a listing without a shop pays.
  anchor: 5,
  premium: 5,
  enterprise: 5,
};
export const DE_NO_SHOP_FEE = 35;
/** DE: "a category rate with a tier above 99,000" (990.00). */
export const DE_TIER_THRESHOLD = 99_000;

/**
 * The category rate when the item has a docid but the category-by-category table (not shown in
 * the spec) has no entry: each site's common rate from the spec's list of typical tiers, and for
 * DE the spec's band above 99,000 (2% above it, eBay.de's rate for the part over 990 €).
 */
export const DEFAULT_CATEGORY_TIERS: Readonly<Record<Exclude<FeeCountry, 'default'>, readonly FeeTier[]>> = {
  GB: [{ upToCents: null, rate: 0.129 }],
  CA: [{ upToCents: null, rate: 0.129 }],
  // eBay US "most categories": 13.25% up to 7,500.00, 2.35% above.
  US: [
    { upToCents: 750_000, rate: 0.1325 },
    { upToCents: null, rate: 0.0235 },
  ],
  DE: [
    { upToCents: DE_TIER_THRESHOLD, rate: 0.119 },
    { upToCents: null, rate: 0.02 },
  ],
};

/** The fee country of a stored setting: 'UK' and 'GB' are GB; blank or unknown is 'default'. */
export function feeCountry(code: string | null | undefined): FeeCountry {
  const c = (code ?? '').trim().toUpperCase();
  if (c === 'UK' || c === 'GB') return 'GB';
  if (c === 'CA' || c === 'US' || c === 'DE') return c;
  return 'default';
}

const isIndividual = (accountType: string | null | undefined) => (accountType ?? '').trim().toUpperCase() === 'INDIVIDUAL';
const hasDocid = (docid: string | null | undefined) => typeof docid === 'string' && docid.trim() !== '';

/** The category's fee bands: the given ones, else 12.9% flat without a docid, else the country's default. */
export function categoryTiers(country: FeeCountry, input: Pick<EbayFeeInput, 'docid' | 'categoryTiers'>): readonly FeeTier[] {
  if (input.categoryTiers && input.categoryTiers.length > 0) return input.categoryTiers;
  if (!hasDocid(input.docid) || country === 'default') return [{ upToCents: null, rate: INITIAL_FEE_RATE }];
  return DEFAULT_CATEGORY_TIERS[country];
}

/** The category fee of a price (unrounded): each band's rate applies only to the part of the price inside it. */
export function tieredFee(priceCents: number, tiers: readonly FeeTier[]): number {
  let fee = 0;
  let floor = 0;
  for (const t of tiers) {
    const top = t.upToCents ?? Number.POSITIVE_INFINITY;
    if (priceCents <= floor) break;
    fee += (Math.min(priceCents, top) - floor) * t.rate;
    floor = top;
  }
  return fee;
}

/** CA and US per-order fee: 30 for a price up to 1000, 40 above. */
export function perOrderFee(priceCents: number): number {
  return priceCents <= PER_ORDER_FEE_THRESHOLD ? PER_ORDER_FEE_LOW : PER_ORDER_FEE_HIGH;
}

const deShopFee = (shopType: string | null | undefined) => DE_SHOP_FEES[(shopType ?? '').trim().toLowerCase()] ?? DE_NO_SHOP_FEE;

/** eBay's fee in cents for selling at `priceCents` (rounded, never below 0; a NaN or negative price counts as 0). */
export function ebayFee(priceCents: number, input: EbayFeeInput): number {
  const price = Number.isFinite(priceCents) && priceCents > 0 ? priceCents : 0;
  const country = feeCountry(input.feeCountry);
  const category = () => tieredFee(price, categoryTiers(country, input));
  switch (country) {
    case 'GB':
      return roundCents(isIndividual(input.accountType) ? GB_INDIVIDUAL_FEE : category() + price * GB_PRICE_RATE);
    case 'CA':
      return roundCents(perOrderFee(price) + CA_FIXED_FEE + category());
    case 'US':
      return roundCents(US_FIXED_FEE + perOrderFee(price) + category());
    case 'DE':
      return roundCents(isIndividual(input.accountType) ? DE_INDIVIDUAL_FEE : category() + deShopFee(input.shopType));
    default:
      return roundCents(price * DEFAULT_FEE_MULTIPLIER);
  }
}

/**
 * The most the fee can be, as `fixedCents + rate × price` for every price: the highest fixed
 * part and the highest rate of the seller's schedule. The percent and fixed pricing options
 * divide by (1 - rate) and add fixedCents, so the listed price always covers eBay's fee.
 */
export function feeCeiling(input: EbayFeeInput): { fixedCents: number; rate: number } {
  const country = feeCountry(input.feeCountry);
  const maxRate = Math.max(...categoryTiers(country, input).map((t) => t.rate));
  switch (country) {
    case 'GB':
      return isIndividual(input.accountType) ? { fixedCents: GB_INDIVIDUAL_FEE, rate: 0 } : { fixedCents: 0, rate: maxRate + GB_PRICE_RATE };
    case 'CA':
      return { fixedCents: PER_ORDER_FEE_HIGH + CA_FIXED_FEE, rate: maxRate };
    case 'US':
      return { fixedCents: US_FIXED_FEE + PER_ORDER_FEE_HIGH, rate: maxRate };
    case 'DE':
      return isIndividual(input.accountType) ? { fixedCents: DE_INDIVIDUAL_FEE, rate: 0 } : { fixedCents: deShopFee(input.shopType), rate: maxRate };
    default:
      return { fixedCents: 0, rate: DEFAULT_FEE_MULTIPLIER };
  }
}
