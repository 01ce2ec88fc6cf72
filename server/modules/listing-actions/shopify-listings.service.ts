// The Shopify Listings page's own actions (spec 002 §2.2, §7): delist by listing id and refresh.
// They are thin: the listing actions themselves (connection and plan checks, marking the rows,
// queuing the push) are actions.service.ts's, which work by item id.
import { delistItems, enqueuePush, requireChannelConnection, type ActionDeps } from './actions.service.ts';
import { ListingValidationError } from './listings.errors.ts';
import { getListingsByIds } from '../listings/listings.service.ts';

/** One request names at most this many listings (a page holds at most 250). */
const MAX_LISTINGS = 1000;

/**
 * Delists the seller's Shopify listings among these listing ids (others' ids and other channels'
 * listings are not found and count for nothing). Returns how many were queued.
 */
export async function delistShopifyListings(deps: ActionDeps, userId: string, listingIds: readonly string[]): Promise<{ count: number }> {
  if (!Array.isArray(listingIds) || listingIds.length === 0) throw new ListingValidationError('Select at least one listing');
  if (listingIds.length > MAX_LISTINGS) throw new ListingValidationError(`At most ${MAX_LISTINGS} listings at a time`);
  const rows = await getListingsByIds(deps, listingIds.map(String), [userId]);
  const itemIds = rows.filter((l) => l.channel === 'SHOPIFY').map((l) => l.itemId);
  if (itemIds.length === 0) return { count: 0 };
  return { count: (await delistItems(deps, { userId, channel: 'SHOPIFY', itemIds })).count };
}

/**
 * 'refresh': queues the seller's Shopify push now, which settles the rows in progress (and those
 * stuck past the sweep's limit, from the shop's truth). Throws when Shopify is not connected.
 */
export async function refreshShopifyListings(deps: ActionDeps, userId: string): Promise<void> {
  const connectionId = await requireChannelConnection(deps, userId, 'SHOPIFY');
  await enqueuePush(deps.pool, userId, 'SHOPIFY', connectionId);
}
