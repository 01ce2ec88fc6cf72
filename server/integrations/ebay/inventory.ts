import { outcome, runChunked, type EbayItemOutcome } from './bulk.ts';
import type { EbayHttp } from './http.ts';
import type { EbayInventoryItem, EbayInventoryItemWithSku, EbayInventoryLocation, EbayPage, EbayPriceQuantityUpdate } from './types.ts';

const BASE = '/sell/inventory/v1';
type ItemResponse = { statusCode: number; sku: string; errors?: []; warnings?: [] };

/** Inventory items, bulk price/quantity and locations (Sell Inventory API v1). */
export function inventoryApi(http: EbayHttp, contentLanguage: string) {
  return {
    async createOrReplaceItem(sku: string, item: EbayInventoryItem): Promise<void> {
      await http.request({
        method: 'PUT',
        path: `${BASE}/inventory_item/${encodeURIComponent(sku)}`,
        body: item,
        contentLanguage,
        operation: 'createOrReplaceInventoryItem',
      });
    },

    async getItem(sku: string): Promise<EbayInventoryItemWithSku> {
      return (
        await http.request<EbayInventoryItemWithSku>({
          method: 'GET',
          path: `${BASE}/inventory_item/${encodeURIComponent(sku)}`,
          operation: 'getInventoryItem',
        })
      ).body;
    },

    /** An inventory item group (a multi-variation listing's parent) by its key. */
    async getItemGroup(groupKey: string): Promise<unknown> {
      return (await http.request({ method: 'GET', path: `${BASE}/inventory_item_group/${encodeURIComponent(groupKey)}`, operation: 'getInventoryItemGroup' }))
        .body;
    },

    async getItems(opts: { limit?: number; offset?: number } = {}): Promise<EbayPage & { inventoryItems: EbayInventoryItemWithSku[] }> {
      return await http
        .request<EbayPage & { inventoryItems?: EbayInventoryItemWithSku[] }>({
          method: 'GET',
          path: `${BASE}/inventory_item`,
          query: { limit: opts.limit ?? 100, offset: opts.offset ?? 0 },
          operation: 'getInventoryItems',
        })
        .then((r) => ({ ...r.body, inventoryItems: r.body.inventoryItems ?? [] }));
    },

    async deleteItem(sku: string): Promise<void> {
      await http.request({ method: 'DELETE', path: `${BASE}/inventory_item/${encodeURIComponent(sku)}`, operation: 'deleteInventoryItem' });
    },

    /** Any number of items, sent 25 per call; one outcome per item (eBay answers 207 when some fail). */
    bulkCreateOrReplaceItems(items: EbayInventoryItemWithSku[]): Promise<EbayItemOutcome<void>[]> {
      return runChunked(
        items,
        (i) => i.sku,
        async (part) => {
          const r = await http.request<{ responses: ItemResponse[] }>({
            method: 'POST',
            path: `${BASE}/bulk_create_or_replace_inventory_item`,
            body: { requests: part.map((i) => ({ locale: contentLanguage.replace('-', '_'), ...i })) },
            contentLanguage,
            operation: 'bulkCreateOrReplaceInventoryItem',
          });
          return r.body.responses.map((x) => outcome<void>(x.sku, x));
        },
      );
    },

    /** Price and quantity for many SKUs, 25 entries per call; one outcome per offer (or per SKU without offers). */
    bulkUpdatePriceQuantity(updates: EbayPriceQuantityUpdate[]): Promise<EbayItemOutcome<{ sku: string; offerId?: string }>[]> {
      return runChunked(
        updates,
        (u) => u.sku,
        async (part) => {
          const r = await http.request<{ responses: (ItemResponse & { offerId?: string })[] }>({
            method: 'POST',
            path: `${BASE}/bulk_update_price_quantity`,
            body: { requests: part },
            operation: 'bulkUpdatePriceQuantity',
          });
          return r.body.responses.map((x) => outcome(x.offerId ?? x.sku, x, { sku: x.sku, ...(x.offerId ? { offerId: x.offerId } : {}) }));
        },
      );
    },

    async createLocation(key: string, location: EbayInventoryLocation): Promise<void> {
      await http.request({ method: 'POST', path: `${BASE}/location/${encodeURIComponent(key)}`, body: location, operation: 'createInventoryLocation' });
    },

    async getLocations(): Promise<(EbayInventoryLocation & { merchantLocationKey: string })[]> {
      const r = await http.request<{ locations?: (EbayInventoryLocation & { merchantLocationKey: string })[] }>({
        method: 'GET',
        path: `${BASE}/location`,
        query: { limit: 100 },
        operation: 'getInventoryLocations',
      });
      return r.body.locations ?? [];
    },
  };
}
