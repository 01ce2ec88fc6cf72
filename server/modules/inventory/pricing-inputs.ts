// The few item fields channel pricing and continuous sync read, without the item's catalogue JSON
// (only its package weight) or its listings: what a whole-inventory pass such as the repricing
// preview reads for 250k items. Names as InventoryItemRow's, so the same pure pricing applies.
// Given as SQL pieces (like listings' listingsColumnSql), so another module's statement can join
// its own rows to the seller's items in one pass instead of looking them up in slices.
import type { InventoryItemRow } from './inventory.service.ts';

export type ItemPricingInputs = Pick<
  InventoryItemRow,
  | 'id'
  | 'sellerSku'
  | 'title'
  | 'itemType'
  | 'fbaQuantity'
  | 'mfnQuantity'
  | 'quantityBuffer'
  | 'priceCents'
  | 'itemCategory'
  | 'referralFeeCents'
  | 'fulfillmentFeeCents'
  | 'earningsCents'
  | 'catalogDetails'
  | 'userEditedDetails'
  | 'docid'
>;

/**
 * The pricing input columns of the item aliased `i`, named `${prefix}…`; read a row with
 * pricingInputsOf. Scalars only (the package weight and the two edits pricing reads are taken out
 * of their JSON in SQL): a pass over 250k rows parses no JSON.
 */
export function pricingInputColumnsSql(i: string, prefix = 'item.'): string {
  const c = (expr: string, name: string) => `${expr} AS "${prefix}${name}"`;
  const weight = `${i}.catalog_details -> 'package_dimensions' -> 'weight'`;
  return [
    c(`${i}.id`, 'id'),
    c(`${i}.seller_sku`, 'sellerSku'),
    c(`${i}.title`, 'title'),
    c(`${i}.item_type`, 'itemType'),
    c(`${i}.fba_quantity`, 'fbaQuantity'),
    c(`${i}.mfn_quantity`, 'mfnQuantity'),
    c(`${i}.quantity_buffer`, 'quantityBuffer'),
    c(`${i}.price_cents`, 'priceCents'),
    c(`${i}.item_category`, 'itemCategory'),
    c(`${i}.referral_fee_cents`, 'referralFeeCents'),
    c(`${i}.fulfillment_fee_cents`, 'fulfillmentFeeCents'),
    c(`${i}.earnings_cents`, 'earningsCents'),
    c(`${i}.docid`, 'docid'),
    // The weight's amount only when it is a JSON number (pricing ignores any other amount).
    c(`CASE WHEN jsonb_typeof(${weight} -> 'amount') = 'number' THEN (${weight} ->> 'amount')::float8 END`, 'weightAmount'),
    c(`${weight} ->> 'unit'`, 'weightUnit'),
    c(`${weight} IS NOT NULL AND jsonb_typeof(${weight}) = 'object'`, 'hasWeight'),
    // As text: pricing reads numbers and numeric strings alike, and '__UNSET'.
    c(`${i}.user_edited_details ->> 'ebay_price'`, 'ebayPrice'),
    c(`${i}.user_edited_details ->> 'custom_offsite_fulfillment_fee'`, 'customOffsiteFee'),
  ].join(', ');
}

/** A row of pricingInputColumnsSql as the item pricing reads. */
export function pricingInputsOf(row: Record<string, unknown>, prefix = 'item.'): ItemPricingInputs {
  const v = (name: string) => row[prefix + name];
  return {
    id: v('id') as string,
    sellerSku: v('sellerSku') as string,
    title: v('title') as string,
    itemType: v('itemType') as ItemPricingInputs['itemType'],
    fbaQuantity: v('fbaQuantity') as number,
    mfnQuantity: v('mfnQuantity') as number,
    quantityBuffer: v('quantityBuffer') as number | null,
    priceCents: v('priceCents') as number | null,
    itemCategory: v('itemCategory') as string | null,
    referralFeeCents: v('referralFeeCents') as number | null,
    fulfillmentFeeCents: v('fulfillmentFeeCents') as number | null,
    earningsCents: v('earningsCents') as number | null,
    docid: v('docid') as string | null,
    catalogDetails: v('hasWeight')
      ? { package_dimensions: { weight: { amount: v('weightAmount') as number | null, unit: v('weightUnit') as string | null } } }
      : null,
    userEditedDetails: {
      ebay_price: v('ebayPrice') ?? undefined,
      custom_offsite_fulfillment_fee: v('customOffsiteFee') ?? undefined,
    } as ItemPricingInputs['userEditedDetails'],
  };
}

/** Joins the seller's item aliased `i` whose id is `itemIdExpr` (the tenant is `userIdExpr`, e.g. '$1'). */
export function pricingInputsJoinSql(i: string, itemIdExpr: string, userIdExpr: string): string {
  return `JOIN inventory_items ${i} ON ${i}.id = ${itemIdExpr} AND ${i}.user_id = ${userIdExpr}`;
}
