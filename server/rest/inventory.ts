import { Router, type Request } from 'express';
import type { AppServices } from '../services.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import { requestRefresh } from '../modules/inventory/import.service.ts';
import { InventoryError, REFRESH_FAILED_MESSAGE } from '../modules/inventory/inventory.errors.ts';
import { channelQuantity } from '../modules/inventory/quantity.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';

/** The legacy item document (spec 000 §3 "Inventory item", spec 001 §3 "Fuller listing item"). */
export function legacyItem(i: inventory.InventoryItemRow) {
  const catalog = (i.catalogDetails ?? {}) as Record<string, unknown>;
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
    channel_quantity: channelQuantity(i),
    hidden: i.hidden,
    // Legacy names of the eBay and Shopify listing statuses (null: not listed).
    _status: i.listings.find((l) => l.channel === 'EBAY')?.status ?? null,
    _shopify_status: i.listings.find((l) => l.channel === 'SHOPIFY')?.status ?? null,
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
    docid: i.docid,
    _created_at: i.createdAt,
    _updated_at: i.updatedAt,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** /api/v1/user/{userId}/fba-items…: the inventory screen, listing view and bulk actions. */
export function inventoryRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  const id = (req: Request) => String(req.params.userId);
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
        .catch((err) => {
          if (err?.name === 'ZodError') throw new HttpError(400, err.issues?.[0]?.message ?? 'Invalid query', { code: 'VALIDATION' });
          throw err;
        });
      return { documents: parsed.items.map(legacyItem), numPages: parsed.numPages };
    }),
  );
  r.get(
    '/user/:userId/fba-items/getByAsin/:asin',
    ...scoped,
    handle(async (req) => legacyItem(await inventory.getItemByAsin(app, id(req), String(req.params.asin)))),
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
      return { success: true, documents: items.map(legacyItem) };
    }),
  );
  r.get(
    '/user/:userId/fba-items/:listingId',
    ...scoped,
    handle(async (req) => legacyItem(await inventory.getItem(app, id(req), String(req.params.listingId)))),
  );
  r.put(
    '/user/:userId/fba-items/:listingId',
    ...scoped,
    handle(async (req) => {
      // The legacy client sends the edited fields, either as they are or under user_edited_details.
      const body = (req.body ?? {}) as Record<string, unknown>;
      const edits = (body.user_edited_details && typeof body.user_edited_details === 'object' ? body.user_edited_details : body) as Record<string, unknown>;
      return legacyItem(await inventory.updateItem(app, id(req), String(req.params.listingId), edits));
    }),
  );
  return r;
}
