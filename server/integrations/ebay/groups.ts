import type { EbayHttp } from './http.ts';

const BASE = '/sell/inventory/v1';

/** eBay's InventoryItemGroup: the parent of a multi-variation listing (title, description, images, what the variations differ by). */
export interface EbayInventoryItemGroup {
  title: string;
  description: string;
  imageUrls: string[];
  /** Aspects every variation shares (Brand …). */
  aspects?: Record<string, string[]>;
  variantSKUs: string[];
  variesBy: { aspectsImageVariesBy?: string[]; specifications: { name: string; values: string[] }[] };
}

/** Inventory item groups: create or replace (all members every time), publish and withdraw as one multi-variation listing. */
export function groupsApi(http: EbayHttp, contentLanguage: string) {
  return {
    async createOrReplace(key: string, group: EbayInventoryItemGroup): Promise<void> {
      await http.request({
        method: 'PUT',
        path: `${BASE}/inventory_item_group/${encodeURIComponent(key)}`,
        body: group,
        contentLanguage,
        operation: 'createOrReplaceInventoryItemGroup',
      });
    },

    /** Publishes every member offer as one listing (again: revises it, adding new members); returns its listing id. */
    async publish(key: string, marketplaceId: string): Promise<string> {
      return (
        await http.request<{ listingId: string }>({
          method: 'POST',
          path: `${BASE}/offer/publish_by_inventory_item_group`,
          body: { inventoryItemGroupKey: key, marketplaceId },
          operation: 'publishOfferByInventoryItemGroup',
        })
      ).body.listingId;
    },

    /** Ends the multi-variation listing; the group and its offers stay and can be published again. */
    async withdraw(key: string, marketplaceId: string): Promise<void> {
      await http.request({
        method: 'POST',
        path: `${BASE}/offer/withdraw_by_inventory_item_group`,
        body: { inventoryItemGroupKey: key, marketplaceId },
        operation: 'withdrawOfferByInventoryItemGroup',
      });
    },
  };
}
