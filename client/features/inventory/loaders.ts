// Route loaders of the inventory area: they start the page's queries while React renders
// (CONVENTIONS §9), with the variables read from the URL.
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preloadQuery } from '../../relay/preload.ts';
import type { HeldBackNoticeQuery } from '../../__generated__/HeldBackNoticeQuery.graphql.ts';
import type { InventoryPageQuery } from '../../__generated__/InventoryPageQuery.graphql.ts';
import type { ListingEditorEbayQuery } from '../../__generated__/ListingEditorEbayQuery.graphql.ts';
import type { ListingViewPageQuery } from '../../__generated__/ListingViewPageQuery.graphql.ts';
import { heldBackNoticeQuery } from './HeldBackNoticeQuery.ts';
import { inventoryPageQuery } from './InventoryPageQuery.ts';
import { listingEditorEbayQuery } from './listing/ListingEditorEbayQuery.ts';
import { listingViewPageQuery } from './listing/ListingViewPageQuery.ts';
import { parseInventoryParams, queryVariables } from './inventoryParams.ts';

// Each navigation (a filter, a page) preloads new references; the page still renders the previous
// one while the next loads, and preloadQuery keeps each query's last few.

export interface InventoryData {
  page: PreloadedQuery<InventoryPageQuery>;
  heldBack: PreloadedQuery<HeldBackNoticeQuery>;
}

/** /account/{userId}/amazon-inventory/?filters…: store data at once, then the network's; the held-back notice's beside it. */
export function inventoryLoader({ request, params }: LoaderFunctionArgs): InventoryData {
  const userId = params.userId ?? '-';
  const variables = queryVariables(userId, parseInventoryParams(new URL(request.url).searchParams));
  return {
    page: preloadQuery<InventoryPageQuery>(inventoryPageQuery, variables, 'store-and-network'),
    // Asked again with every new set of rows (a filter, a page, an action's revalidation), as the
    // notice always was: an action on the rows can hold items back or release them.
    heldBack: preloadQuery<HeldBackNoticeQuery>(heldBackNoticeQuery, { userId }, 'store-and-network'),
  };
}

/** Relay global id of an item from the raw id in /amazon-inventory/{listingId} (Pothos: base64 "Type:id"). */
export const itemGlobalId = (listingId: string) => btoa(`InventoryItem:${listingId}`);

export interface ListingData {
  page: PreloadedQuery<ListingViewPageQuery>;
  /** The eBay section's data, apart: eBay may be slow, and the page does not wait for it. */
  ebay: PreloadedQuery<ListingEditorEbayQuery>;
}

/** /account/{userId}/amazon-inventory/{listingId}: the page's query and, in parallel, the eBay section's. */
export function listingLoader({ params }: LoaderFunctionArgs): ListingData {
  let id: string;
  try {
    id = itemGlobalId(params.listingId ?? '');
  } catch {
    id = ''; // not Latin-1: no such item, the page says 'Listing not found'
  }
  return {
    page: preloadQuery<ListingViewPageQuery>(listingViewPageQuery, { userId: params.userId ?? '-', id }, 'store-and-network'),
    // Always from the server (as the section always asked): what eBay says may have changed.
    ebay: preloadQuery<ListingEditorEbayQuery>(listingEditorEbayQuery, { id }, 'network-only'),
  };
}
