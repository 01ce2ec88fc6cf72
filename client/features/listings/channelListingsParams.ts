// A channel's Listings page state in the URL (Shopify 002 §2.2, OnBuy; CONVENTIONS §10): list
// status, sales, zero quantity, results per page, page, search and sort, each under the page's key
// (`shopify_listings.page=2`), so they never collide with other parameters; the defaults are left
// out so plain links stay plain. Pure, unit-tested through each page's module.
import { RESULTS_PER_PAGE, SORT_FIELDS, ZERO_QUANTITY_VALUES, type Sort } from './ebayListingsParams.ts';

export { nextSort, sortState, type Sort, type SortField } from './ebayListingsParams.ts';

/** Spec 002 §2.2's List Status (the server's ListingListStatusFilter enum). */
export const LIST_STATUS_VALUES = ['all', 'listed', 'unlisted'] as const;
export const LIST_STATUS_LABELS = { all: 'All', listed: 'Listed', unlisted: 'Unlisted' } as const;
/** Spec 002 §2.2's Sales filter (the server's ListingSalesFilter enum). */
export const SALES_VALUES = ['all', 'sold', 'unsold'] as const;
export const SALES_LABELS = { all: 'All', sold: 'Sold', unsold: 'Unsold' } as const;

export interface ChannelListingsParams {
  listStatus: (typeof LIST_STATUS_VALUES)[number];
  sales: (typeof SALES_VALUES)[number];
  zeroQuantity: (typeof ZERO_QUANTITY_VALUES)[number];
  resultsPerPage: (typeof RESULTS_PER_PAGE)[number];
  search: string;
  sort: Sort;
  page: number;
}

const KEYS = ['listStatus', 'sales', 'zeroQuantity', 'resultsPerPage', 'search', 'sort', 'page'] as const satisfies readonly (keyof ChannelListingsParams)[];
const paramOf = (pageKey: string) => (key: keyof ChannelListingsParams) => `${pageKey}.${key}`;

export const DEFAULT_PARAMS: ChannelListingsParams = {
  listStatus: 'all',
  sales: 'all',
  zeroQuantity: 'all',
  resultsPerPage: 25,
  search: '',
  sort: null,
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], v: string | null, fallback: T): T {
  return v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;
}

function parseSort(v: string | null): Sort {
  if (!v) return null;
  const field = v.startsWith('-') ? v.slice(1) : v;
  return (SORT_FIELDS as readonly string[]).includes(field) ? (v as Sort) : null;
}

/** Reads the page's parameters (under `pageKey`) from the URL; unknown or malformed values fall back to the defaults. */
export function parseListingsParams(search: URLSearchParams, pageKey: string): ChannelListingsParams {
  const param = paramOf(pageKey);
  const page = Number(search.get(param('page')));
  const size = Number(search.get(param('resultsPerPage')));
  return {
    listStatus: oneOf(LIST_STATUS_VALUES, search.get(param('listStatus')), 'all'),
    sales: oneOf(SALES_VALUES, search.get(param('sales')), 'all'),
    zeroQuantity: oneOf(ZERO_QUANTITY_VALUES, search.get(param('zeroQuantity')), 'all'),
    resultsPerPage: (RESULTS_PER_PAGE as readonly number[]).includes(size) ? (size as ChannelListingsParams['resultsPerPage']) : 25,
    search: (search.get(param('search')) ?? '').slice(0, 200),
    sort: parseSort(search.get(param('sort'))),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The URL query with these params under the page key, defaults omitted; other parameters of `current` are kept. */
export function listingsSearchParams(p: ChannelListingsParams, pageKey: string, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const param = paramOf(pageKey);
  const out = new URLSearchParams(current);
  for (const key of KEYS) {
    const v = p[key];
    if (v !== DEFAULT_PARAMS[key] && v !== null && v !== '') out.set(param(key), String(v));
    else out.delete(param(key));
  }
  return out;
}

/** Applies a change; any change other than the page itself goes back to page 1. */
export function changeParams(p: ChannelListingsParams, change: Partial<ChannelListingsParams>): ChannelListingsParams {
  const next = { ...p, ...change };
  if ((Object.keys(change) as (keyof ChannelListingsParams)[]).some((k) => k !== 'page' && change[k] !== p[k])) next.page = 1;
  return next;
}

/** The GraphQL variables of the page query. */
export function queryVariables(userId: string, p: ChannelListingsParams) {
  return {
    userId,
    listStatus: p.listStatus,
    sales: p.sales,
    zeroQuantity: p.zeroQuantity,
    search: p.search.trim() || null,
    sort: p.sort,
    page: p.page,
    pageSize: p.resultsPerPage,
  };
}

/** How many filters differ from 'all' (shown on the phone's filter toggle). */
export function activeFilterCount(p: ChannelListingsParams): number {
  return (p.listStatus !== 'all' ? 1 : 0) + (p.sales !== 'all' ? 1 : 0) + (p.zeroQuantity !== 'all' ? 1 : 0);
}
