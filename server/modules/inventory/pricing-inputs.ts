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
 * The pricing input columns of the item aliased `itemSql` (fixed by our code), named `${prefix}…`; read a row with
 * pricingInputsOf. Scalars only (the package weight and the two edits pricing reads are taken out
 * of their JSON in SQL): a pass over 250k rows parses no JSON.
 */
export function pricingInputColumnsSql(itemSql: string, prefix = 'item.'): string {
  const c = (expr: string, name: string) => `${expr} AS "${prefix}${name}"`;
  const weightSql = `${itemSql}.catalog_details -> 'package_dimensions' -> 'weight'`;
  return [
    c(`${itemSql}.id`, 'id'),
    c(`${itemSql}.seller_sku`, 'sellerSku'),
    c(`${itemSql}.title`, 'title'),
    c(`${itemSql}.item_type`, 'itemType'),
    c(`${itemSql}.fba_quantity`, 'fbaQuantity'),
    c(`${itemSql}.mfn_quantity`, 'mfnQuantity'),
    c(`${itemSql}.quantity_buffer`, 'quantityBuffer'),
    c(`${itemSql}.price_cents`, 'priceCents'),
    c(`${itemSql}.item_category`, 'itemCategory'),
    c(`${itemSql}.referral_fee_cents`, 'referralFeeCents'),
    c(`${itemSql}.fulfillment_fee_cents`, 'fulfillmentFeeCents'),
    c(`${itemSql}.earnings_cents`, 'earningsCents'),
    c(`${itemSql}.docid`, 'docid'),
    // The weight's amount only when it is a JSON number (pricing ignores any other amount).
    c(`CASE WHEN jsonb_typeof(${weightSql} -> 'amount') = 'number' THEN (${weightSql} ->> 'amount')::float8 END`, 'weightAmount'),
    c(`${weightSql} ->> 'unit'`, 'weightUnit'),
    c(`${weightSql} IS NOT NULL AND jsonb_typeof(${weightSql}) = 'object'`, 'hasWeight'),
    // As text: pricing reads numbers and numeric strings alike, and '__UNSET'.
    c(`${itemSql}.user_edited_details ->> 'ebay_price'`, 'ebayPrice'),
    c(`${itemSql}.user_edited_details ->> 'custom_offsite_fulfillment_fee'`, 'customOffsiteFee'),
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

/** Joins the seller's item aliased `itemSql` whose id is `itemIdSql` (the tenant is `userIdSql`, e.g. '$1'); all fixed SQL of our code. */
export function pricingInputsJoinSql(itemSql: string, itemIdSql: string, userIdSql: string): string {
  return `JOIN inventory_items ${itemSql} ON ${itemSql}.id = ${itemIdSql} AND ${itemSql}.user_id = ${userIdSql}`;
}
