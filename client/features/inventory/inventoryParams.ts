// The inventory screen's state in the URL (CONVENTIONS §10): filters, search, sort, page and page
// size, with the spec's defaults (000 §9) left out so plain links stay plain. Pure, unit-tested.

export const CHANNEL_STATUS_VALUES = ['all', 'listed', 'unlisted', 'unattempted', 'errored'] as const;
export const SOURCE_VALUES = ['all', 'amazon', 'merchant', 'price_locked'] as const;
export const ARCHIVE_VALUES = ['all', 'hidden', 'visible'] as const;
export const ZERO_QUANTITY_VALUES = ['all', 'hide', 'show'] as const;
export const PAGE_SIZES = [25, 50, 100, 250] as const;
export const SORT_FIELDS = ['sku', 'asin', 'title', 'cond', 'qty', 'price'] as const;

export type SortField = (typeof SORT_FIELDS)[number];
/** A sort key ('sku', '-sku', …) or null: no sort chosen (the server's default order, by SKU). */
export type Sort = SortField | `-${SortField}` | null;

export interface InventoryParams {
  ebayStatus: (typeof CHANNEL_STATUS_VALUES)[number];
  shopifyStatus: (typeof CHANNEL_STATUS_VALUES)[number];
  onbuyStatus: (typeof CHANNEL_STATUS_VALUES)[number];
  inventorySource: (typeof SOURCE_VALUES)[number];
  archiveStatus: (typeof ARCHIVE_VALUES)[number];
  zeroQuantity: (typeof ZERO_QUANTITY_VALUES)[number];
  search: string;
  sort: Sort;
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
}

export const DEFAULT_PARAMS: InventoryParams = {
  ebayStatus: 'all',
  shopifyStatus: 'all',
  onbuyStatus: 'all',
  inventorySource: 'all',
  archiveStatus: 'all',
  zeroQuantity: 'all',
  search: '',
  sort: null,
  page: 1,
  pageSize: 25,
};

function oneOf<T extends string>(values: readonly T[], v: string | null, fallback: T): T {
  return v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;
}

function parseSort(v: string | null): Sort {
  if (!v) return null;
  const field = v.startsWith('-') ? v.slice(1) : v;
  return (SORT_FIELDS as readonly string[]).includes(field) ? (v as Sort) : null;
}

/** Reads the URL; unknown or malformed values fall back to the defaults. */
export function parseInventoryParams(search: URLSearchParams): InventoryParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('pageSize'));
  return {
    ebayStatus: oneOf(CHANNEL_STATUS_VALUES, search.get('ebayStatus'), 'all'),
    shopifyStatus: oneOf(CHANNEL_STATUS_VALUES, search.get('shopifyStatus'), 'all'),
    onbuyStatus: oneOf(CHANNEL_STATUS_VALUES, search.get('onbuyStatus'), 'all'),
    inventorySource: oneOf(SOURCE_VALUES, search.get('inventorySource'), 'all'),
    archiveStatus: oneOf(ARCHIVE_VALUES, search.get('archiveStatus'), 'all'),
    zeroQuantity: oneOf(ZERO_QUANTITY_VALUES, search.get('zeroQuantity'), 'all'),
    search: (search.get('search') ?? '').slice(0, 200),
    sort: parseSort(search.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as InventoryParams['pageSize']) : 25,
  };
}

/** The URL query for these params, defaults omitted. */
export function toSearchParams(p: InventoryParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_PARAMS) as (keyof InventoryParams)[]) {
    const v = p[key];
    if (v !== DEFAULT_PARAMS[key] && v !== null && v !== '') out.set(key, String(v));
  }
  return out;
}

/** Applies a change; any change other than the page itself goes back to page 1 (spec 000 §4). */
export function changeParams(p: InventoryParams, change: Partial<InventoryParams>): InventoryParams {
  const next = { ...p, ...change };
  const otherThanPage = (Object.keys(change) as (keyof InventoryParams)[]).some((k) => k !== 'page' && change[k] !== p[k]);
  if (otherThanPage) next.page = 1;
  return next;
}

/** Header click: ascending, then descending, then none (spec 000 §4). Another column starts ascending. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return null;
  return field;
}

/** aria-sort of a column for the current sort. */
export function ariaSort(current: Sort, fields: readonly SortField[]): 'ascending' | 'descending' | 'none' {
  if (current === null) return 'none';
  const desc = current.startsWith('-');
  const field = (desc ? current.slice(1) : current) as SortField;
  if (!fields.includes(field)) return 'none';
  return desc ? 'descending' : 'ascending';
}

/** The GraphQL variables of the page query. */
export function queryVariables(userId: string, p: InventoryParams) {
  return {
    userId,
    ebayStatus: p.ebayStatus,
    shopifyStatus: p.shopifyStatus,
    onbuyStatus: p.onbuyStatus,
    inventorySource: p.inventorySource,
    archiveStatus: p.archiveStatus,
    zeroQuantity: p.zeroQuantity,
    search: p.search.trim() || null,
    sort: p.sort,
    page: p.page,
    pageSize: p.pageSize,
  };
}

/** How many filters differ from 'all' (shown on the filter button). */
export function activeFilterCount(p: InventoryParams): number {
  return (['ebayStatus', 'shopifyStatus', 'onbuyStatus', 'inventorySource', 'archiveStatus', 'zeroQuantity'] as const).filter((k) => p[k] !== 'all').length;
}

/** A search or any filter is active (an empty page then means "nothing matched"). */
export function isFiltered(p: InventoryParams): boolean {
  return p.search.trim() !== '' || activeFilterCount(p) > 0;
}

/**
 * Whether an empty page says 'Please wait while we load your inventory...': only with Amazon
 * connected, no search or filter, and either no item at all yet or the first import still running
 * (no finished import). An account under a day old with its import done says 'No items found…'.
 */
export function waitingForFirstImport(s: {
  connected: boolean;
  allItemsCount: number;
  lastInventoryUpdateAt: unknown;
  importRunning: boolean;
  filtered: boolean;
}): boolean {
  if (!s.connected || s.filtered) return false;
  return s.allItemsCount === 0 || (s.importRunning && !s.lastInventoryUpdateAt);
}
