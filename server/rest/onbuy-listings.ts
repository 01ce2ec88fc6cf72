// The legacy `onbuy/create-listing/{itemId}` and `onbuy/delist-listing/{itemId}` calls (spec 002
// §7; 001 §7: "OnBuy … list, delist: item id; response not shown"), thin over the same OnBuy
// listing actions as GraphQL's listOnOnbuy / delistFromOnbuy. The push job does the OnBuy calls.
// Chosen answer: `{ success, count, document, onbuy_status }`, count being the rows queued (0
// when the item was already in that state), document the item as the inventory calls answer it,
// onbuy_status its OnBuy listing status now (null: not listed). Another seller's item is a 404.
import { sellerRoutes } from './seller-routes.ts';
import type { Router } from 'express';
import type { AppServices } from '../services.ts';
import { InventoryItemNotFoundError } from '../modules/inventory/inventory.errors.ts';
import type { ActionResult } from '../modules/listing-actions/actions.service.ts';
import { delistFromOnbuy, listOnOnbuy } from '../modules/listing-content/onbuy-listings.service.ts';
import { handle } from './auth-middleware.ts';
import { legacyItems } from './inventory.ts';

async function answer(app: AppServices, userId: string, { count, items }: ActionResult) {
  const [item] = items;
  if (!item) throw new InventoryItemNotFoundError();
  const listing = item.listings.find((l) => l.channel === 'ONBUY');
  const [document] = await legacyItems(app, userId, [item]);
  return { success: true, count, document, onbuy_status: listing?.status ?? null };
}

/** /api/v1/user/{userId}/onbuy/{create-listing,delist-listing}/{itemId}. */
export function onbuyListingRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);
  r.post(
    '/user/:userId/onbuy/create-listing/:itemId',
    ...scoped,
    handle(async (req) => answer(app, id(req), await listOnOnbuy(app, id(req), [String(req.params.itemId)]))),
  );
  r.post(
    '/user/:userId/onbuy/delist-listing/:itemId',
    ...scoped,
    handle(async (req) => answer(app, id(req), await delistFromOnbuy(app, id(req), [String(req.params.itemId)]))),
  );
  return r;
}
