import type { Router } from 'express';
import { sellerRoutes } from './seller-routes.ts';
import type { AppServices } from '../services.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import { requestRefresh } from '../modules/inventory/import.service.ts';
import { getFamilies, type VariationFamily } from '../modules/inventory/families.service.ts';
import { InventoryError, REFRESH_FAILED_MESSAGE } from '../modules/inventory/inventory.errors.ts';
import { channelQuantities } from '../../shared/inventory/quantity.ts';
import { readUserSettings, type UserSettings } from '../modules/accounts/user-settings.ts';
import { getOnbuyProductCreations, type OnbuyProductCreation } from '../modules/listing-content/onbuy-products.service.ts';
import { handle } from './auth-middleware.ts';
import { badQueryAs400, HttpError } from './errors.ts';

const CREATION_STATUS = { NOT_SUBMITTED: null, QUEUED: 'Queued', CREATED: 'Created', FAILED: 'Failed' } as const;

/**
 * Spec 001 §5 onbuy_settings (status, queue_id, error_message, seller_sku, product_created_opc):
 * the status the OnBuy status panel reads is the OnBuy listing's (PUBLISHED, LISTING …); an item
 * not listed there shows its product creation's state in the words of the queue-info calls
 * (rest/onbuy-products.ts), and null when nothing was ever sent to OnBuy.
 */
function onbuySettings(i: inventory.InventoryItemRow, creation: OnbuyProductCreation | undefined) {
  const listing = i.listings.find((l) => l.channel === 'ONBUY');
  const created = creation && creation.status !== 'NOT_SUBMITTED' ? creation : undefined;
  if (!listing && !created) return null;
  return {
    status: listing?.status ?? CREATION_STATUS[created!.status],
    queue_id: created?.queueId ?? null,
    error_message: listing ? listing.lastError : (created?.errorMessage ?? null),
    seller_sku: listing?.sku ?? created?.sellerSku ?? null,
    product_created_opc: created?.opc ?? null,
  };
}

/**
 * The documents of items with their OnBuy product creations (one query for the page) and the
 * seller's settings (each channel's buffer and cap in the quantity rule: read once for the page).
 */
export async function legacyItems(app: AppServices, userId: string, items: inventory.InventoryItemRow[]) {
  const [found, settings, families] = await Promise.all([
    getOnbuyProductCreations(
      app,
      items.map((i) => i.id),
      [userId],
    ),
    readUserSettings(app, userId),
    getFamilies(
      app,
      userId,
      items.flatMap((i) => (i.vParentAsin ? [i.vParentAsin] : [])),
    ),
  ]);
  const creations = new Map(found.map((c) => [c.itemId, c]));
  return items.map((i) => legacyItem(i, settings, creations.get(i.id), i.vParentAsin ? families.get(i.vParentAsin) : undefined));
}

/** Spec 001 "Fuller listing item": the item's variation family as v_child, v_parent_id, linked_variants and all_linked_skus. */
function familyFields(i: inventory.InventoryItemRow, family: VariationFamily | undefined) {
  const siblings = family?.children.filter((c) => c.id !== i.id) ?? [];
  return {
    v_child: !!i.vParentAsin,
    v_parent_id: i.vParentAsin ?? null,
    linked_variants: siblings.map((c) => ({ _id: c.id, asin: c.asin, seller_sku: c.sellerSku, variation_values: c.variationValues ?? {} })),
    all_linked_skus: family ? family.children.map((c) => c.sellerSku) : [],
  };
}

/** The legacy item document (spec 000 §3 "Inventory item", spec 001 §5 "Amazon item" and "Fuller listing item"). */
export function legacyItem(i: inventory.InventoryItemRow, settings: UserSettings, onbuyCreation?: OnbuyProductCreation, family?: VariationFamily) {
  const quantities = channelQuantities(i, settings);
  const catalog = (i.catalogDetails ?? {}) as Record<string, unknown>;
  const ebay = i.listings.find((l) => l.channel === 'EBAY');
  const shopify = i.listings.find((l) => l.channel === 'SHOPIFY');
  const edits = i.userEditedDetails as Record<string, unknown>;
  const images = Array.isArray(catalog.images) ? (catalog.images as string[]) : [];
  const pkg = catalog.package_dimensions as { weight?: { amount: number; unit: string | null } | null } | null | undefined;
  return {
    _id: i.id,
    user_id: i.userId,
    asin: i.asin,
    seller_sku: i.sellerSku,
    title: i.title,
    thumb: i.thumbUrl ?? images[0] ?? null,
    condition: i.condition,
    amazon_quantity: i.fbaQuantity,
    merchant_quantity: i.mfnQuantity,
    amazon_bb_quantity: i.blankBoxQuantity,
    total_quantity: i.totalQuantity,
    preferred_list_quantity_buffer: i.quantityBuffer,
    // The quantity each channel gets (quantity.ts, the rule the push applies); `channel_quantity`
    // is eBay's, like the document's other unprefixed listing fields (_status, ebay_item_id).
    channel_quantity: quantities.EBAY,
    channel_quantities: { ebay: quantities.EBAY, shopify: quantities.SHOPIFY, onbuy: quantities.ONBUY },
    hidden: i.hidden,
    // Legacy names of the eBay and Shopify listing statuses (null: not listed).
    _status: ebay?.status ?? null,
    _error_message: ebay?.lastError ?? null,
    _force_removed: ebay?.forceRemoved ?? false,
    ebay_item_id: ebay?.externalId ?? null,
    // The seller's eBay choices (user_edited_details), at the top level as spec 001 §5 names them.
    ebay_category_id: edits.ebay_category_id ?? null,
    ebay_condition_id: edits.ebay_condition_id ?? null,
    condition_note: edits.condition_note ?? null,
    shopify_item_id: shopify?.externalId ?? null,
    _shopify_status: shopify?.status ?? null,
    _shopify_status_time: shopify?.statusAt ?? null,
    _shopify_error_message: shopify?.lastError ?? null,
    onbuy_settings: onbuySettings(i, onbuyCreation),
    pricing_info: {
      item_category: i.itemCategory,
      item_type: i.itemType,
      amazon_price: i.priceCents,
      amazon_referral_fee: i.referralFeeCents,
      amazon_fulfillment_fee: i.fulfillmentFeeCents,
      amazon_earnings: i.earningsCents,
    },
    scraped_product_details: {
      ...catalog,
      images,
      // spec 000 §3: package_dimensions.weight with amount and unit
      package_dimensions: pkg ?? null,
    },
    user_edited_details: i.userEditedDetails,
    ...familyFields(i, family),
    docid: i.docid,
    _created_at: i.createdAt,
    _updated_at: i.updatedAt,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** /api/v1/user/{userId}/fba-items…: the inventory screen, listing view and bulk actions. */
export function inventoryRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);
  r.get(
    '/user/:userId/fba-items',
    ...scoped,
    handle(async (req) => {
      const q = req.query;
      const parsed = await inventory
        .queryInventory(app, id(req), {
          archiveStatus: str(q.archiveStatus) as never,
          ebayStatus: str(q.ebayStatus) as never,
          inventorySource: str(q.inventorySource) as never,
          shopifyStatus: str(q.shopifyStatus) as never,
          onbuyStatus: str(q.onbuyStatus) as never,
          zeroQuantity: str(q.zeroQuantity) as never,
          search: str(q.search),
          sort: (str(q.sort) || undefined) as never,
          page: str(q.page) || undefined,
          pageSize: str(q.resultsPerPage) || undefined,
        })
        .catch(badQueryAs400);
      return { documents: await legacyItems(app, id(req), parsed.items), numPages: parsed.numPages };
    }),
  );
  r.get(
    '/user/:userId/fba-items/getByAsin/:asin',
    ...scoped,
    handle(async (req) => (await legacyItems(app, id(req), [await inventory.getItemByAsin(app, id(req), String(req.params.asin))]))[0]),
  );
  r.post(
    '/user/:userId/fba-items/refresh',
    ...scoped,
    handle(async (req) => {
      try {
        const { run, joined } = await requestRefresh(app, id(req));
        return { success: true, joined, import_id: run.id, status: run.status };
      } catch (err) {
        // The legacy client shows this message as its toast (spec 000 §8), whatever the cause.
        const status = err instanceof InventoryError ? err.status : 500;
        if (status === 500) req.log?.error({ err }, 'inventory refresh not queued');
        throw new HttpError(status, REFRESH_FAILED_MESSAGE, err instanceof InventoryError ? { code: err.code } : {});
      }
    }),
  );
  r.post(
    '/user/:userId/fba-items/set-hidden',
    ...scoped,
    handle(async (req) => {
      const action = req.body?.action;
      if (action !== 'hide' && action !== 'unhide') throw new HttpError(400, "action must be 'hide' or 'unhide'", { code: 'VALIDATION' });
      const changed = await inventory.setHidden(app, id(req), req.body?.listingIds, action === 'hide');
      return { success: true, changed };
    }),
  );
  r.post(
    '/user/:userId/fba-items/set-quantity-buffer',
    ...scoped,
    handle(async (req) => {
      const items = await inventory.setQuantityBuffer(app, id(req), req.body?.fba_item_ids, req.body?.quantity_buffer);
      return { success: true, documents: await legacyItems(app, id(req), items) };
    }),
  );
  r.get(
    '/user/:userId/fba-items/:listingId',
    ...scoped,
    handle(async (req) => (await legacyItems(app, id(req), [await inventory.getItem(app, id(req), String(req.params.listingId))]))[0]),
  );
  r.put(
    '/user/:userId/fba-items/:listingId',
    ...scoped,
    handle(async (req) => {
      // The legacy client sends the edited fields, either as they are or under user_edited_details.
      const body = (req.body ?? {}) as Record<string, unknown>;
      const edits = (body.user_edited_details && typeof body.user_edited_details === 'object' ? body.user_edited_details : body) as Record<string, unknown>;
      return (await legacyItems(app, id(req), [await inventory.updateItem(app, id(req), String(req.params.listingId), edits)]))[0];
    }),
  );
  return r;
}
