// A channel's Listings page state in the URL (spec 001 §2.6, §9; 002 §2.2; CONVENTIONS §10): the
// channel's filters, results per page, page, search and sort. The spec keeps them "in the query
// string under the page key": each is a parameter named `<segment>_listings.<name>` (e.g.
// `ebay_listings.page=2`), so a page's state never collides with other query parameters, which are
// kept as they are. The defaults are left out so plain links stay plain. Pure, unit-tested.
import { SORT_FIELDS, type ListingsFilterKey, type SortField } from '../channels/types.ts';

export { SORT_FIELDS, type SortField };

/** A sort key ('sku', '-sku', …) or null: no sort chosen (the server's default, by SKU). */
export type Sort = SortField | `-${SortField}` | null;

export const RESULTS_PER_PAGE = [25, 50, 100, 250] as const;

/** Each filter's values (the server's enums) with the words the selects show, in the spec's order. */
export const FILTERS: Record<ListingsFilterKey, { label: string; options: readonly { value: string; label: string }[] }> = {
  // Spec 001 §9 (EbayListingConditionFilter).
  condition: {
    label: 'Condition',
    options: [
      { value: 'all', label: 'All' },
      { value: 'new', label: 'New' },
      { value: 'used', label: 'Used (any)' },
      { value: 'used_like_new', label: 'Used Like New' },
      { value: 'used_very_good', label: 'Used Very Good' },
      { value: 'used_good', label: 'Used Good' },
      { value: 'used_acceptable', label: 'Used Acceptable' },
      { value: 'used_refurbished', label: 'Used Refurbished' },
      { value: 'refurbished', label: 'Refurbished' },
    ],
  },
  // Spec 002 §2.2 (ListingListStatusFilter).
  listStatus: {
    label: 'List Status',
    options: [
      { value: 'all', label: 'All' },
      { value: 'listed', label: 'Listed' },
      { value: 'unlisted', label: 'Unlisted' },
    ],
  },
  // Spec 002 §2.2 (ListingSalesFilter).
  sales: {
    label: 'Sales',
    options: [
      { value: 'all', label: 'All' },
      { value: 'sold', label: 'Sold' },
      { value: 'unsold', label: 'Unsold' },
    ],
  },
  zeroQuantity: {
    label: 'Zero Quantity',
    options: [
      { value: 'all', label: 'All' },
      { value: 'hide', label: 'Hide' },
      { value: 'show', label: 'Show' },
    ],
  },
};

/** The order of the parameters in the URL. */
const FILTER_ORDER: readonly ListingsFilterKey[] = ['condition', 'listStatus', 'sales', 'zeroQuantity'];

export interface ListingsParams {
  /** The channel's filters only ('all' when unset); a filter the page does not show is absent. */
  filters: Partial<Record<ListingsFilterKey, string>>;
  resultsPerPage: (typeof RESULTS_PER_PAGE)[number];
  search: string;
  sort: Sort;
  page: number;
}

/** Which page's state: its key in the URL and the filters it shows. */
export interface ListingsPageKey {
  pageKey: string;
  filters: readonly ListingsFilterKey[];
}

export function defaultParams({ filters }: Pick<ListingsPageKey, 'filters'>): ListingsParams {
  return { filters: Object.fromEntries(filters.map((f) => [f, 'all'])), resultsPerPage: 25, search: '', sort: null, page: 1 };
}

const ordered = (filters: readonly ListingsFilterKey[]) => FILTER_ORDER.filter((f) => filters.includes(f));

function parseSort(v: string | null): Sort {
  if (!v) return null;
  const field = v.startsWith('-') ? v.slice(1) : v;
  return (SORT_FIELDS as readonly string[]).includes(field) ? (v as Sort) : null;
}

/** Reads the page's parameters from the URL; unknown or malformed values fall back to the defaults. */
export function parseListingsParams(search: URLSearchParams, { pageKey, filters }: ListingsPageKey): ListingsParams {
  const param = (key: string) => search.get(`${pageKey}.${key}`);
  const page = Number(param('page'));
  const size = Number(param('resultsPerPage'));
  return {
    filters: Object.fromEntries(
      ordered(filters).map((f) => {
        const v = param(f);
        return [f, v !== null && FILTERS[f].options.some((o) => o.value === v) ? v : 'all'];
      }),
    ),
    resultsPerPage: (RESULTS_PER_PAGE as readonly number[]).includes(size) ? (size as ListingsParams['resultsPerPage']) : 25,
    search: (param('search') ?? '').slice(0, 200),
    sort: parseSort(param('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/**
 * The URL query with these params written under the page key, defaults omitted; `current` is the
 * URL's query now, whose parameters of other pages or features are kept.
 */
export function toSearchParams(p: ListingsParams, { pageKey, filters }: ListingsPageKey, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(current);
  const write = (key: string, v: string | number | null, fallback: string | number | null) => {
    if (v !== fallback && v !== null && v !== '') out.set(`${pageKey}.${key}`, String(v));
    else out.delete(`${pageKey}.${key}`);
  };
  for (const f of ordered(filters)) write(f, p.filters[f] ?? 'all', 'all');
  write('resultsPerPage', p.resultsPerPage, 25);
  write('search', p.search, '');
  write('sort', p.sort, null);
  write('page', p.page, 1);
  return out;
}

/** A change of the page's state: a filter, or any of the others. */
export type ListingsChange = Partial<Omit<ListingsParams, 'filters'>> & { filters?: Partial<Record<ListingsFilterKey, string>> };

/** Applies a change; any change other than the page itself goes back to page 1. */
export function changeParams(p: ListingsParams, change: ListingsChange): ListingsParams {
  const next = { ...p, ...change, filters: { ...p.filters, ...change.filters } };
  const filterChanged = Object.entries(change.filters ?? {}).some(([k, v]) => p.filters[k as ListingsFilterKey] !== v);
  const otherChanged = (['resultsPerPage', 'search', 'sort'] as const).some((k) => k in change && change[k] !== p[k]);
  if (filterChanged || otherChanged) next.page = 1;
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

/** The GraphQL variables of a channel's page query (channelListings' filter). */
export function queryVariables(userId: string, p: ListingsParams) {
  return {
    userId,
    filter: {
      ...p.filters,
      search: p.search.trim() || null,
      sort: p.sort,
      page: p.page,
      pageSize: p.resultsPerPage,
    },
  };
}

/** How many filters differ from 'all' (shown on the phone's filter toggle). */
export const activeFilterCount = (p: ListingsParams): number => Object.values(p.filters).filter((v) => v !== 'all').length;
