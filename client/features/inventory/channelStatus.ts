// The eBay and Shopify status chips of the inventory screen (spec 000 §2). What a status means
// (live, in progress, errored) comes from the server with each listing: the rule lives only in
// server/modules/listings/listings.statuses.ts.
import type { ListingStatus } from '../../__generated__/ChannelStatusChips_item.graphql.ts';
import { listingStatusWord } from '../../../shared/status-words.ts';

export interface ListingState {
  readonly status: ListingStatus;
  readonly live: boolean;
  readonly inProgress: boolean;
  readonly errored: boolean;
}

/**
 * Green for a listed (live, settled) status, red for a failed listing (FAILED_TO_LIST), yellow for
 * any other (in progress, delisting …); gray when not listed. A live listing whose revision failed
 * is still listed: green.
 */
export function statusColor(listing: ListingState | null | undefined): 'green' | 'red' | 'yellow' | 'gray' {
  if (!listing) return 'gray';
  if (listing.live && !listing.inProgress) return 'green';
  if (listing.errored && !listing.live) return 'red';
  return 'yellow';
}

/** The status in the words every screen uses (shared/status-words.ts); 'Not Listed' without a listing. */
export const statusLabel = (listing: ListingState | null | undefined) => listingStatusWord(listing?.status);
