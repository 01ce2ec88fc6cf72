// Listings Items API 2021-08-01 searchListingsItems (5 requests a second, burst 5): the seller's
// listings changed since a moment, with their offer price and merchant-fulfilled quantity. What a
// seller changes in Seller Central (price, own stock) shows here within moments; FBA Inventory
// does not carry it and the reports only come every few hours.
import type { SpApiSession } from './http.ts';

export interface ListingsItemMoney {
  currencyCode: string;
  amount: string | number;
}

export interface ListingsItem {
  sku: string;
  summaries?: { marketplaceId: string; asin?: string; lastUpdatedDate: string; status?: string[] }[];
  offers?: { marketplaceId: string; offerType: 'B2C' | 'B2B'; price: ListingsItemMoney }[];
  fulfillmentAvailability?: { fulfillmentChannelCode: string; quantity?: number }[];
}

export interface ListingsSearchQuery {
  sellerId: string;
  marketplaceId: string;
  /** Listings last updated at or after this ISO time. */
  lastUpdatedAfter: string;
  pageToken?: string;
}

export interface ListingsSearchPage {
  numberOfResults: number;
  items: ListingsItem[];
  nextToken?: string;
}

const PAGE_SIZE = 20;

/** One page (20 listings) of the seller's listings changed since `lastUpdatedAfter`, oldest first. */
export async function searchListingsItems(api: SpApiSession, q: ListingsSearchQuery): Promise<ListingsSearchPage> {
  const r = await api.call<{ numberOfResults: number; items?: ListingsItem[]; pagination?: { nextToken?: string } }>(
    'searchListingsItems',
    'GET',
    `/listings/2021-08-01/items/${encodeURIComponent(q.sellerId)}`,
    {
      query: {
        marketplaceIds: [q.marketplaceId],
        includedData: ['summaries', 'offers', 'fulfillmentAvailability'],
        lastUpdatedAfter: q.lastUpdatedAfter,
        // Oldest first: a search cut at 1,000 results continues from the last one it returned.
        sortBy: 'lastUpdatedDate',
        sortOrder: 'ASC',
        pageSize: PAGE_SIZE,
        pageToken: q.pageToken,
      },
    },
  );
  return { numberOfResults: r.numberOfResults, items: r.items ?? [], ...(r.pagination?.nextToken ? { nextToken: r.pagination.nextToken } : {}) };
}

/**
 * Every listing changed since `lastUpdatedAfter`. Amazon stops a search at 1,000 results, so a
 * longer run of changes is read in further searches from the last lastUpdatedDate seen.
 */
export async function* allChangedListings(api: SpApiSession, q: Omit<ListingsSearchQuery, 'pageToken'>): AsyncGenerator<ListingsItem> {
  let after = q.lastUpdatedAfter;
  for (;;) {
    let pageToken: string | undefined;
    let seen = 0;
    let total = 0;
    let last: string | undefined;
    do {
      const page = await searchListingsItems(api, { ...q, lastUpdatedAfter: after, pageToken });
      total = page.numberOfResults;
      for (const item of page.items) {
        seen++;
        last = item.summaries?.find((s) => s.marketplaceId === q.marketplaceId)?.lastUpdatedDate ?? last;
        yield item;
      }
      pageToken = page.nextToken;
    } while (pageToken);
    // The next search starts at the last date read ("at or after"): its first rows repeat, which
    // applying absolute values makes harmless. No progress (1,000 rows of one second) ends it.
    if (total <= seen || !last || last === after) return;
    after = last;
  }
}
