// The offsite (Multi-Channel Fulfilment) estimate of spec 000 §9, in cents: what Amazon charges to
// ship an FBA item sold on another channel. Used when the seller has not set their own
// (user_edited_details.custom_offsite_fulfillment_fee).

/** Media categories ship for at least 295; everything else for at least 595. */
export const MEDIA_MINIMUM = 295;
export const OTHER_MINIMUM = 595;
/** Weight in ounces or grams. */
export const LIGHT_FEE = 241;
/** Up to 1 lb. */
export const UP_TO_1_LB_FEE = 299;
/** Up to 2 lb; above that, 39 more per extra pound (rounded up). */
export const UP_TO_2_LB_FEE = 418;
export const PER_EXTRA_LB_FEE = 39;
/** Pounds assumed when the item has no usable weight. */
export const DEFAULT_WEIGHT_LB = 2;

const POUNDS_PER_KG = 2.20462262;

/**
 * The spec's media categories ("Books, DVDs & Movies, Music or Video Games & Consoles"), plus
 * Amazon's own names for the same shelves, since pricing_info.item_category comes from Amazon.
 */
export const MEDIA_CATEGORIES: ReadonlySet<string> = new Set([
  'books',
  'dvds & movies',
  'music',
  'video games & consoles',
  // Amazon's names (choice: a seller would expect these to count as media too)
  'movies & tv',
  'cds & vinyl',
  'video games',
]);

/** package_dimensions.weight as the catalogue stores it: an amount and a unit (pounds, kilograms, ounces, grams). */
export interface Weight {
  amount: number | null | undefined;
  unit: string | null | undefined;
}

/** The category's minimum: 295 for the media categories, 595 otherwise. */
export function categoryMinimum(itemCategory: string | null | undefined): number {
  return MEDIA_CATEGORIES.has((itemCategory ?? '').trim().toLowerCase()) ? MEDIA_MINIMUM : OTHER_MINIMUM;
}

/** The fee by weight alone: ounces or grams 241; up to 1 lb 299; up to 2 lb 418; then 39 per extra pound rounded up. */
export function weightFee(weight: Weight | null | undefined): number {
  const unit = (weight?.unit ?? '').trim().toLowerCase();
  const amount = weight?.amount;
  // No weight, or one no package can have: the spec's default of 2 lb.
  const known = typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
  if (known && /^(ounces?|oz|grams?|g)$/.test(unit)) return LIGHT_FEE;
  // Pounds, or no unit (the legacy document's unit); kilograms converted.
  let pounds = DEFAULT_WEIGHT_LB;
  if (known) pounds = /^(kilograms?|kg)$/.test(unit) ? amount * POUNDS_PER_KG : amount;
  if (pounds <= 1) return UP_TO_1_LB_FEE;
  if (pounds <= 2) return UP_TO_2_LB_FEE;
  return UP_TO_2_LB_FEE + PER_EXTRA_LB_FEE * Math.ceil(pounds - 2);
}

/** The offsite fulfilment estimate in cents: the weight fee, at least the category's minimum. */
export function offsiteFulfilmentEstimate(item: { itemCategory?: string | null; weight?: Weight | null }): number {
  return Math.max(weightFee(item.weight), categoryMinimum(item.itemCategory));
}
