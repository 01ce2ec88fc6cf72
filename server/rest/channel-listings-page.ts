// A channel's Listings page in the legacy REST shape (spec 002 §7: `{ documents, numPages }`): the
// query-string filters every channel's page shares, the channel's own ones beside them, and each
// item's listing on that channel turned into the channel's legacy document.
import type { Request } from 'express';
import type { AppServices } from '../services.ts';
import { type ChannelListingsQueryInput, queryChannelListings } from '../modules/listing-actions/channel-listings.ts';
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import type { ListingChannel } from '../modules/listings/listings.statuses.ts';
import type { ListingRow } from '../modules/listings/listings.service.ts';
import { badQueryAs400 } from './errors.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export async function legacyChannelListingsPage<D>(
  app: AppServices,
  userId: string,
  channel: ListingChannel,
  query: Request['query'],
  channelFilters: Partial<ChannelListingsQueryInput>,
  toDocument: (listing: ListingRow, item: InventoryItemRow) => D,
): Promise<{ documents: D[]; numPages: number }> {
  const page = await queryChannelListings(app, userId, channel, {
    search: str(query.search),
    zeroQuantity: (str(query.zeroQuantity) || undefined) as never,
    sort: str(query.sort) || undefined,
    page: str(query.page) || undefined,
    pageSize: str(query.resultsPerPage) || undefined,
    ...channelFilters,
  }).catch(badQueryAs400);
  const documents = page.items.map((i) => toDocument(i.listings.find((l) => l.channel === channel)!, i));
  return { documents, numPages: page.numPages };
}
