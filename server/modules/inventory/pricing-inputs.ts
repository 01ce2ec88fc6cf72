// The few item fields channel pricing and continuous sync read, without the item's catalogue JSON
// (only its package weight) or its listings: what a whole-inventory pass such as the repricing
// preview reads for 250k items. Names as InventoryItemRow's, so the same pure pricing applies.
import type pg from 'pg';
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

/** The seller's items of these ids (others' and unknown ids are absent), pricing fields only. */
export async function getPricingInputsByIds(db: { pool: Pick<pg.Pool, 'query'> }, userId: string, ids: readonly string[]): Promise<ItemPricingInputs[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.pool.query<ItemPricingInputs>(
    `SELECT id, seller_sku AS "sellerSku", title, item_type AS "itemType", fba_quantity AS "fbaQuantity", mfn_quantity AS "mfnQuantity",
            quantity_buffer AS "quantityBuffer", price_cents AS "priceCents", item_category AS "itemCategory",
            referral_fee_cents AS "referralFeeCents", fulfillment_fee_cents AS "fulfillmentFeeCents", earnings_cents AS "earningsCents",
            jsonb_build_object('package_dimensions', jsonb_build_object('weight', catalog_details -> 'package_dimensions' -> 'weight')) AS "catalogDetails",
            jsonb_build_object('ebay_price', user_edited_details -> 'ebay_price',
                               'custom_offsite_fulfillment_fee', user_edited_details -> 'custom_offsite_fulfillment_fee') AS "userEditedDetails",
            docid
       FROM inventory_items WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, ids],
  );
  return rows;
}
