// The legacy REST shim of the listing engine on eBay (spec 002 §7, 001 §7, 000 §7): the inventory's
// list / revise / delist calls (fba-items/…, by item id) and the eBay Listings page (ebay-listings/…,
// by listing id). Every call goes to the same services as GraphQL (listings' actions.service.ts,
// inventory's channel-listings.ts); the owner check is ownerOnly's, and each service keeps the
// tenant in its `where`, so another seller's ids are simply not found.
//
// Where the spec shows no shape, the choice is written next to the route.
import { sellerRoutes } from './seller-routes.ts';
import type { Router } from 'express';
import type { AppServices } from '../services.ts';
import { specConditionCode } from '../channels/ebay/conditions.ts';
import { legacyChannelListingsPage } from './channel-listings-page.ts';
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import { delistItems, enqueuePush, listItems, requireChannelConnection, reviseItems, type RevisionKind } from '../modules/listing-actions/actions.service.ts';
import { ListingNotFoundError, ListingValidationError } from '../modules/listing-actions/listings.errors.ts';
import { getListingByExternalId, getListingsByIds, type ListingRow } from '../modules/listings/listings.service.ts';
import { getItemsByIds } from '../modules/inventory/inventory.service.ts';
import { handle } from './auth-middleware.ts';
import { legacyItems } from './inventory.ts';

/** Spec 001 §7 "Bulk revise" types; only_images is this shim's name for "Update Images Only" in bulk-action. */
const REVISION_TYPES: Record<string, RevisionKind> = {
  default: 'EVERYTHING',
  only_price: 'PRICE_ONLY',
  only_upc: 'UPC_ONLY',
  only_images: 'IMAGES_ONLY',
};

function revisionKind(type: unknown): RevisionKind {
  if (type === undefined || type === null || type === '') return 'EVERYTHING';
  const kind = typeof type === 'string' ? REVISION_TYPES[type] : undefined;
  if (!kind) throw new ListingValidationError(`type must be one of ${Object.keys(REVISION_TYPES).join(', ')}`);
  return kind;
}

/** One id or a list of ids from a body field (the legacy client sends one fba_item_id; bulk may send many). */
export function idList(value: unknown, field: string): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  if (list.length === 0) throw new ListingValidationError(`${field} is required`);
  if (list.some((v) => typeof v !== 'string' && typeof v !== 'number')) throw new ListingValidationError(`${field} must be ids`);
  return list.map(String);
}

/** The eBay listing list row of spec 001 §3, plus the item's id and the listing's status and error. */
export function legacyEbayListing(l: ListingRow, i: InventoryItemRow) {
  return {
    _id: l.id,
    fba_item_id: i.id,
    ebay_item_id: l.externalId,
    asin: i.asin,
    thumb: i.thumbUrl ?? ((i.catalogDetails?.images as string[] | undefined) ?? [])[0] ?? null,
    title: i.title,
    seller_sku: i.sellerSku,
    total_quantity: i.totalQuantity,
    condition: specConditionCode(i.condition),
    // Minor units (spec 001 §2.6): the price last sent to eBay; null until one was.
    start_price: l.lastPushedPriceCents,
    _status: l.status,
    _error_message: l.lastError,
    _force_removed: l.forceRemoved,
    _updated_at: l.statusAt,
    // Units sold through the listing (recorded with each eBay sale).
    num_sales: l.salesCount,
  };
}

/** The item ids of the seller's eBay listings among these listing ids (others' ids give none). */
async function itemIdsOfListings(app: AppServices, userId: string, listingIds: string[]): Promise<string[]> {
  const rows = await getListingsByIds(app, listingIds, [userId]);
  return rows.filter((l) => l.channel === 'EBAY').map((l) => l.itemId);
}

async function withItem(app: AppServices, userId: string, l: ListingRow | undefined | null) {
  if (l?.channel !== 'EBAY' || l.userId !== userId) throw new ListingNotFoundError();
  const [item] = await getItemsByIds(app, [l.itemId], [userId]);
  if (!item) throw new ListingNotFoundError();
  return legacyEbayListing(l, item);
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** /api/v1/user/{userId}/fba-items/{list-to-ebay,revise-ebay,delist-from-ebay,bulk-action} and /ebay-listings/…. */
export function ebayListingRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);
  // Answer of the item actions (spec: "not shown"): how many rows were queued and the items as they now are.
  // The items are the one seller's (the actions are scoped to them).
  const actionAnswer = async ({ count, items }: { count: number; items: InventoryItemRow[] }) => ({
    success: true,
    count,
    documents: items.length ? await legacyItems(app, items[0]!.userId, items) : [],
  });

  // ---- inventory actions (by item id) ------------------------------------------------------
  r.post(
    '/user/:userId/fba-items/list-to-ebay',
    ...scoped,
    // via_bulk only says which screen asked (spec 001 §7: both flows use the same operation).
    handle(async (req) => actionAnswer(await listItems(app, { userId: id(req), channel: 'EBAY', itemIds: idList(req.body?.fba_item_id, 'fba_item_id') }))),
  );
  r.post(
    '/user/:userId/fba-items/revise-ebay',
    ...scoped,
    handle(async (req) =>
      actionAnswer(
        await reviseItems(app, { userId: id(req), channel: 'EBAY', itemIds: idList(req.body?.fba_item_id, 'fba_item_id'), kind: revisionKind(req.body?.type) }),
      ),
    ),
  );
  r.post(
    '/user/:userId/fba-items/delist-from-ebay',
    ...scoped,
    handle(async (req) => actionAnswer(await delistItems(app, { userId: id(req), channel: 'EBAY', itemIds: idList(req.body?.fba_item_id, 'fba_item_id') }))),
  );
  // Spec: "JSON; shape not shown". Chosen: { action: 'list-to-ebay' | 'revise-ebay' | 'delist-from-ebay',
  // fba_item_ids: [...], type?: revise type }, one request for the whole selection (the engine batches).
  r.post(
    '/user/:userId/fba-items/bulk-action',
    ...scoped,
    handle(async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const itemIds = idList(body.fba_item_ids ?? body.fba_item_id, 'fba_item_ids');
      const input = { userId: id(req), channel: 'EBAY' as const, itemIds };
      switch (body.action) {
        case 'list-to-ebay':
          return actionAnswer(await listItems(app, input));
        case 'revise-ebay':
          return actionAnswer(await reviseItems(app, { ...input, kind: revisionKind(body.type) }));
        case 'delist-from-ebay':
          return actionAnswer(await delistItems(app, input));
        default:
          throw new ListingValidationError("action must be 'list-to-ebay', 'revise-ebay' or 'delist-from-ebay'");
      }
    }),
  );

  // ---- the eBay Listings page (by listing id) ------------------------------------------------
  r.get(
    '/user/:userId/ebay-listings',
    ...scoped,
    handle(async (req) => {
      const condition = (str(req.query.condition) || undefined) as never;
      return legacyChannelListingsPage(app, id(req), 'EBAY', req.query, { condition }, legacyEbayListing);
    }),
  );
  r.get(
    '/user/:userId/ebay-listings/get/:listingId',
    ...scoped,
    handle(async (req) => withItem(app, id(req), (await getListingsByIds(app, [String(req.params.listingId)], [id(req)]))[0])),
  );
  r.get(
    '/user/:userId/ebay-listings/get-by-ebay-item-id/:ebayItemId',
    ...scoped,
    handle(async (req) => withItem(app, id(req), await getListingByExternalId(app, id(req), 'EBAY', String(req.params.ebayItemId)))),
  );
  /** The page's bulk actions take listing ids (`ids`); nothing of another seller is ever found. */
  const listingAction = (run: (userId: string, itemIds: string[]) => Promise<{ count: number }>) =>
    handle(async (req) => {
      const ids = idList(req.body?.ids, 'ids');
      const itemIds = await itemIdsOfListings(app, id(req), ids);
      return { success: true, count: itemIds.length === 0 ? 0 : (await run(id(req), itemIds)).count };
    });
  // Answers (spec: "not shown"): { success, count } with the number of listings queued.
  r.post(
    '/user/:userId/ebay-listings/delist',
    ...scoped,
    listingAction((userId, itemIds) => delistItems(app, { userId, channel: 'EBAY', itemIds })),
  );
  r.post(
    '/user/:userId/ebay-listings/revise',
    ...scoped,
    handle(async (req) => {
      const kind = revisionKind(req.body?.type);
      if (kind === 'IMAGES_ONLY') throw new ListingValidationError("type must be 'only_price', 'only_upc' or 'default'");
      const itemIds = await itemIdsOfListings(app, id(req), idList(req.body?.ids, 'ids'));
      // Spec 001 §7: "a count; 1 means queued": the bare number of listings queued.
      return itemIds.length === 0 ? 0 : (await reviseItems(app, { userId: id(req), channel: 'EBAY', itemIds, kind })).count;
    }),
  );
  r.post(
    '/user/:userId/ebay-listings/update-images',
    ...scoped,
    listingAction((userId, itemIds) => reviseItems(app, { userId, channel: 'EBAY', itemIds, kind: 'IMAGES_ONLY' })),
  );
  // "refresh (no body)": queues the seller's eBay push now, which settles rows in progress (those
  // stuck over 20 minutes from eBay's truth). Answer: { success, queued } (queued = a job was added).
  r.post(
    '/user/:userId/ebay-listings/refresh',
    ...scoped,
    handle(async (req) => {
      const connectionId = await requireChannelConnection(app, id(req), 'EBAY');
      await enqueuePush(app.pool, id(req), 'EBAY', connectionId);
      return { success: true, queued: true };
    }),
  );
  return r;
}
