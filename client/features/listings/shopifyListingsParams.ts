// The Shopify Listings page's state in the URL (spec 002 §2.2: "filters, page, search and page size
// are kept in the query state"), under `shopify_listings.*`.
import { type ChannelListingsParams, listingsSearchParams, parseListingsParams } from './channelListingsParams.ts';

export {
  activeFilterCount,
  changeParams,
  DEFAULT_PARAMS,
  LIST_STATUS_LABELS,
  LIST_STATUS_VALUES,
  nextSort,
  SALES_LABELS,
  SALES_VALUES,
  queryVariables,
  sortState,
  type Sort,
  type SortField,
} from './channelListingsParams.ts';

export type ShopifyListingsParams = ChannelListingsParams;
export const PAGE_KEY = 'shopify_listings';
export const parseShopifyListingsParams = (search: URLSearchParams) => parseListingsParams(search, PAGE_KEY);
export const toSearchParams = (p: ShopifyListingsParams, current?: URLSearchParams) => listingsSearchParams(p, PAGE_KEY, current);
