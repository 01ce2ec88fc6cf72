import type { InventoryItemRow } from '../../server/modules/inventory/inventory.service.ts';

/**
 * One complete inventory item as the channels' payload builders read it (an FBA item with five in
 * stock at £25.00), so a channel's unit tests state only the fields their case is about.
 */
export function inventoryItem(over: Partial<InventoryItemRow> = {}): InventoryItemRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    sellerSku: 'SKU-1',
    asin: 'B000000001',
    title: 'Sony Wireless Headphones',
    thumbUrl: null,
    condition: 'New',
    itemType: 'FBA',
    fbaQuantity: 5,
    mfnQuantity: 0,
    blankBoxQuantity: 0,
    totalQuantity: 5,
    quantityBuffer: null,
    hidden: false,
    priceCents: 2500,
    itemCategory: null,
    referralFeeCents: null,
    fulfillmentFeeCents: null,
    earningsCents: null,
    catalogDetails: {},
    userEditedDetails: {},
    listings: [],
    docid: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
}
