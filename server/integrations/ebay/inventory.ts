import { outcome, runChunked, type EbayItemOutcome } from './bulk.ts';
import type { EbayHttp } from './http.ts';
import type { EbayInventoryItem, EbayInventoryItemWithSku, EbayInventoryLocation, EbayPage, EbayPriceQuantityUpdate } from './types.ts';

const BASE = '/sell/inventory/v1';
/** bulkMigrateListing takes one to five listing ids. */
export const EBAY_MIGRATE_MAX = 5;

/** One listing of bulkMigrateListing's answer (MigrateListingResponse). */
export interface EbayMigratedListing {
  listingId: string;
  marketplaceId?: string;
  /** The SKU(s) and, when migrated, offer id(s): one for a single listing, one per variation otherwise. */
  inventoryItems: { sku: string; offerId?: string }[];
}
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
            idempotent: true, // create-or-replace: sending it twice leaves the same items
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
            idempotent: true, // absolute prices and quantities
          });
          return r.body.responses.map((x) => outcome(x.offerId ?? x.sku, x, { sku: x.sku, ...(x.offerId ? { offerId: x.offerId } : {}) }));
        },
      );
    },

    /**
     * Converts legacy (Trading / eBay site) listings to Inventory API objects, 5 per call (the call's
     * limit); one outcome per listing id: its SKUs and offer ids when migrated, eBay's errors (and the
     * SKUs eBay still names) when not.
     */
    bulkMigrateListings(listingIds: string[]): Promise<EbayItemOutcome<EbayMigratedListing>[]> {
      return runChunked(
        listingIds,
        (id) => id,
        async (part) => {
          const r = await http.request<{ responses: (EbayMigratedListing & { statusCode: number; errors?: []; warnings?: [] })[] }>({
            method: 'POST',
            path: `${BASE}/bulk_migrate_listing`,
            body: { requests: part.map((listingId) => ({ listingId })) },
            operation: 'bulkMigrateListing',
          });
          return r.body.responses.map((x) =>
            outcome(x.listingId, x, { listingId: x.listingId, marketplaceId: x.marketplaceId, inventoryItems: x.inventoryItems ?? [] }),
          );
        },
        EBAY_MIGRATE_MAX,
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
