// The OnBuy Listings page's state in the URL, as on the Shopify Listings page, under `onbuy_listings.*`.
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

export type OnbuyListingsParams = ChannelListingsParams;
export const PAGE_KEY = 'onbuy_listings';
export const parseOnbuyListingsParams = (search: URLSearchParams) => parseListingsParams(search, PAGE_KEY);
export const toSearchParams = (p: OnbuyListingsParams, current?: URLSearchParams) => listingsSearchParams(p, PAGE_KEY, current);
