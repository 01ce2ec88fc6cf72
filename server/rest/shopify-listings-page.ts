// The legacy REST shim of the Shopify Listings page and its import (spec 002 §7): shopify-listings
// (list), shopify-listings/{listingId}, delist/{listingId}, refresh and import. The same services as
// GraphQL; ownerOnly checks the path's user and every service keeps the tenant in its `where`, so
// another seller's listing ids are simply not found. Where the spec shows no shape, the choice is
// written next to the route.
import { sellerRoutes } from './seller-routes.ts';
import type { Router } from 'express';
import type { AppServices } from '../services.ts';
import { legacyChannelListingsPage } from './channel-listings-page.ts';
import { getItemsByIds, type InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import { ListingValidationError } from '../modules/listing-actions/listings.errors.ts';
import { getListingsByIds, type ListingRow } from '../modules/listings/listings.service.ts';
import { readImportPair, shopifyProductNumber, type ShopifyImportProblem, type ShopifyImportRow } from '../../shared/listings/shopify-import-csv.ts';
import { importShopifyListings } from '../modules/listing-csv/shopify-import.service.ts';
import { delistShopifyListings, refreshShopifyListings } from '../modules/listing-actions/shopify-listings.service.ts';
import { shopifyPublication } from '../../shared/listings/shopify-publication.ts';
import { handle } from './auth-middleware.ts';
import { HttpError } from './errors.ts';

/** The Shopify listing of spec 002 §3, plus the item's id and the listing's status and error. */
export function legacyShopifyListing(l: ListingRow, i: InventoryItemRow) {
  const published = shopifyPublication(l.status) === 'Published';
  return {
    _id: l.id,
    fba_item_id: i.id,
    // The number the shop's admin shows (the listing keeps the Admin API gid).
    shopify_item_id: l.externalId ? shopifyProductNumber(l.externalId) : null,
    asin: i.asin,
    seller_sku: i.sellerSku,
    title: i.title,
    thumb: i.thumbUrl ?? ((i.catalogDetails?.images as string[] | undefined) ?? [])[0] ?? null,
    quantity: i.totalQuantity,
    // Minor units: the price last sent to Shopify; null until one was. The compare-at price is not
    // kept on the listing (the pricing formulas compute it at each push): null.
    price: l.lastPushedPriceCents,
    compare_at_price: null,
    published_at: published ? l.statusAt : null,
    updated_at: l.statusAt,
    _status: l.status,
    _error_message: l.lastError,
    // Units sold through the listing (recorded with each Shopify sale).
    sold: l.salesCount,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const notFound = () => new HttpError(404, 'No such Shopify listing', { code: 'LISTING_NOT_FOUND' });

/** items[] of { seller_sku, shopify_item_id } as import rows; a bad entry is a problem of its line (index + 1). */
function importItems(body: unknown): { rows: ShopifyImportRow[]; problems: ShopifyImportProblem[] } {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) throw new ListingValidationError('items must be a non-empty list of { seller_sku, shopify_item_id }');
  const rows: ShopifyImportRow[] = [];
  const problems: ShopifyImportProblem[] = [];
  items.forEach((raw, i) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const pair = readImportPair(item.seller_sku, item.shopify_item_id);
    if (typeof pair === 'string') problems.push({ line: i + 1, sellerSku: typeof item.seller_sku === 'string' ? item.seller_sku : null, message: pair });
    else rows.push({ line: i + 1, ...pair });
  });
  return { rows, problems };
}

const soldStatus = (v: string | undefined) =>
  v?.toLowerCase() === 'sold' ? ('sold' as const) : v?.toLowerCase() === 'unsold' ? ('unsold' as const) : undefined;

/** /api/v1/user/{userId}/shopify-listings…. */
export function shopifyListingsPageRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);

  // soldStatus: 'Sold' / 'Unsold' (any case); anything else is all.
  r.get(
    '/user/:userId/shopify-listings',
    ...scoped,
    handle(async (req) => {
      const filters = { listStatus: (str(req.query.listStatus) || undefined) as never, sales: soldStatus(str(req.query.soldStatus)) };
      return legacyChannelListingsPage(app, id(req), 'SHOPIFY', req.query, filters, legacyShopifyListing);
    }),
  );
  // Answer: { success, queued } (queued = a push job was added; it settles the rows in progress).
  r.post(
    '/user/:userId/shopify-listings/refresh',
    ...scoped,
    handle(async (req) => {
      await refreshShopifyListings(app, id(req));
      return { success: true, queued: true };
    }),
  );
  // Answer: { success, imported, unchanged, problems: [{ line, seller_sku, message }] } (line = the
  // item's position in items[], from 1). Quota: 402 with the spec's message, nothing imported.
  r.post(
    '/user/:userId/shopify-listings/import',
    ...scoped,
    handle(async (req) => {
      const result = await importShopifyListings(app, id(req), importItems(req.body));
      return {
        success: true,
        imported: result.imported,
        unchanged: result.unchanged,
        problems: result.problems.map((p) => ({ line: p.line, seller_sku: p.sellerSku, message: p.message })),
      };
    }),
  );
  // Answer: { success, count } (count = 1 when queued, 0 when it was being delisted already).
  r.post(
    '/user/:userId/shopify-listings/delist/:listingId',
    ...scoped,
    handle(async (req) => {
      const [l] = await getListingsByIds(app, [String(req.params.listingId)], [id(req)]);
      if (l?.channel !== 'SHOPIFY') throw notFound();
      return { success: true, count: (await delistShopifyListings(app, id(req), [l.id])).count };
    }),
  );
  r.get(
    '/user/:userId/shopify-listings/:listingId',
    ...scoped,
    handle(async (req) => {
      const [l] = await getListingsByIds(app, [String(req.params.listingId)], [id(req)]);
      if (l?.channel !== 'SHOPIFY') throw notFound();
      const [item] = await getItemsByIds(app, [l.itemId], [id(req)]);
      if (!item) throw notFound();
      return legacyShopifyListing(l, item);
    }),
  );
  return r;
}
