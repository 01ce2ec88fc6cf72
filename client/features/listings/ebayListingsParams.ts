// The eBay Listings page's state in the URL (spec 001 §2.6, §9; CONVENTIONS §10): condition, zero
// quantity, results per page, page, search and sort. The spec keeps them "in the query string under
// the page key 'ebay_listings'": each is a parameter named `ebay_listings.<name>` (e.g.
// `ebay_listings.page=2`), so the page's state never collides with other query parameters, which
// are kept as they are. The spec's defaults are left out so plain links stay plain. Pure, unit-tested.

/** Spec 001 §9's condition filter values (the server's EbayListingConditionFilter enum). */
export const CONDITION_VALUES = [
  'all',
  'new',
  'used',
  'used_like_new',
  'used_very_good',
  'used_good',
  'used_acceptable',
  'used_refurbished',
  'refurbished',
] as const;
export const ZERO_QUANTITY_VALUES = ['all', 'hide', 'show'] as const;
export const RESULTS_PER_PAGE = [25, 50, 100, 250] as const;
/** Spec 001 §9's listing sort keys. */
export const SORT_FIELDS = ['sku', 'asin', 'title', 'ebay_item_id', 'qty', 'cond', 'price', 'updated_date', 'sales'] as const;

export type ConditionValue = (typeof CONDITION_VALUES)[number];
export type SortField = (typeof SORT_FIELDS)[number];
/** A sort key ('sku', '-sku', …) or null: no sort chosen (the server's default, by SKU). */
export type Sort = SortField | `-${SortField}` | null;

export interface EbayListingsParams {
  condition: ConditionValue;
  zeroQuantity: (typeof ZERO_QUANTITY_VALUES)[number];
  resultsPerPage: (typeof RESULTS_PER_PAGE)[number];
  search: string;
  sort: Sort;
  page: number;
}

export const PAGE_KEY = 'ebay_listings';
const KEYS = ['condition', 'zeroQuantity', 'resultsPerPage', 'search', 'sort', 'page'] as const satisfies readonly (keyof EbayListingsParams)[];
const param = (key: keyof EbayListingsParams) => `${PAGE_KEY}.${key}`;

export const DEFAULT_PARAMS: EbayListingsParams = {
  condition: 'all',
  zeroQuantity: 'all',
  resultsPerPage: 25,
  search: '',
  sort: null,
  page: 1,
};

/** Labels of the filter values, as the selects show them. */
export const CONDITION_LABELS: Record<ConditionValue, string> = {
  all: 'All',
  new: 'New',
  used: 'Used (any)',
  used_like_new: 'Used Like New',
  used_very_good: 'Used Very Good',
  used_good: 'Used Good',
  used_acceptable: 'Used Acceptable',
  used_refurbished: 'Used Refurbished',
  refurbished: 'Refurbished',
};
export const ZERO_QUANTITY_LABELS = { all: 'All', hide: 'Hide', show: 'Show' } as const;

function oneOf<T extends string>(values: readonly T[], v: string | null, fallback: T): T {
  return v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;
}

function parseSort(v: string | null): Sort {
  if (!v) return null;
  const field = v.startsWith('-') ? v.slice(1) : v;
  return (SORT_FIELDS as readonly string[]).includes(field) ? (v as Sort) : null;
}

/** Reads the page's parameters from the URL; unknown or malformed values fall back to the defaults. */
export function parseEbayListingsParams(search: URLSearchParams): EbayListingsParams {
  const page = Number(search.get(param('page')));
  const size = Number(search.get(param('resultsPerPage')));
  return {
    condition: oneOf(CONDITION_VALUES, search.get(param('condition')), 'all'),
    zeroQuantity: oneOf(ZERO_QUANTITY_VALUES, search.get(param('zeroQuantity')), 'all'),
    resultsPerPage: (RESULTS_PER_PAGE as readonly number[]).includes(size) ? (size as EbayListingsParams['resultsPerPage']) : 25,
    search: (search.get(param('search')) ?? '').slice(0, 200),
    sort: parseSort(search.get(param('sort'))),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/**
 * The URL query with these params written under the page key, defaults omitted; `current` is the
 * URL's query now, whose parameters of other pages or features are kept.
 */
export function toSearchParams(p: EbayListingsParams, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of KEYS) {
    const v = p[key];
    if (v !== DEFAULT_PARAMS[key] && v !== null && v !== '') out.set(param(key), String(v));
    else out.delete(param(key));
  }
  return out;
}

/** Applies a change; any change other than the page itself goes back to page 1. */
export function changeParams(p: EbayListingsParams, change: Partial<EbayListingsParams>): EbayListingsParams {
  const next = { ...p, ...change };
  const otherThanPage = (Object.keys(change) as (keyof EbayListingsParams)[]).some((k) => k !== 'page' && change[k] !== p[k]);
  if (otherThanPage) next.page = 1;
  return next;
}

/** Header click (spec 001 §2.6, §4): ascending, then descending, then none. Another column starts ascending. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return null;
  return field;
}

/** A column's sort state for the current sort (aria-sort and the arrow). */
export function sortState(current: Sort, field: SortField): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

/** The GraphQL variables of the page query. */
export function queryVariables(userId: string, p: EbayListingsParams) {
  return {
    userId,
    condition: p.condition,
    zeroQuantity: p.zeroQuantity,
    search: p.search.trim() || null,
    sort: p.sort,
    page: p.page,
    pageSize: p.resultsPerPage,
  };
}

/** How many filters differ from 'all' (shown on the mobile filter toggle). */
export function activeFilterCount(p: EbayListingsParams): number {
  return (p.condition !== 'all' ? 1 : 0) + (p.zeroQuantity !== 'all' ? 1 : 0);
}
