// The eBay Sales page's state in the URL, under the page key (`ebay_sales.page=2`): search,
// Payment Status, Results Per Page, sort (spec 001 §9: default newest first) and page. Pure, unit-tested.
export const PAYMENT_VALUES = ['all', 'paid', 'unpaid', 'overpaid', 'underpaid'] as const;
export const PAYMENT_LABELS = { all: 'All', paid: 'Paid', unpaid: 'Unpaid', overpaid: 'Overpaid', underpaid: 'Underpaid' } as const;
export const PAGE_SIZES = [25, 50, 100, 250] as const;
export const SALES_SORTS = [
  'seller_sku',
  'title',
  'order_id',
  '_created_at',
  'fulfilled_at',
  'qty',
  'final_price',
  'payment_staus',
  'amazon_fid',
  'price_total',
  'finanacial_status',
  'total_price_usd',
] as const;
export type SalesSort = (typeof SALES_SORTS)[number];

export interface SalesParams {
  search: string;
  paymentStatus: (typeof PAYMENT_VALUES)[number];
  pageSize: (typeof PAGE_SIZES)[number];
  sort: string;
  page: number;
}

export const DEFAULT_SALES_PARAMS: SalesParams = { search: '', paymentStatus: 'all', pageSize: 25, sort: '-_created_at', page: 1 };

/** `key` prefixes the page's parameters (`ebay_sales.page=2`), so two pages never share one. */
export function parseSalesParams(q: URLSearchParams, key = 'ebay_sales'): SalesParams {
  const get = (k: keyof SalesParams) => q.get(`${key}.${k}`);
  const size = Number(get('pageSize'));
  const page = Number(get('page'));
  const sort = get('sort') ?? '';
  const status = get('paymentStatus') ?? '';
  return {
    search: (get('search') ?? '').slice(0, 200),
    paymentStatus: (PAYMENT_VALUES as readonly string[]).includes(status) ? (status as SalesParams['paymentStatus']) : 'all',
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as SalesParams['pageSize']) : 25,
    sort: (SALES_SORTS as readonly string[]).includes(sort.replace(/^-/, '')) ? sort : '-_created_at',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The URL with these params (defaults left out); a change other than the page goes back to page 1. */
export function withSalesParams(current: URLSearchParams, p: SalesParams, change: Partial<SalesParams>, key = 'ebay_sales'): URLSearchParams {
  const next: SalesParams = { ...p, ...change };
  if (Object.keys(change).some((k) => k !== 'page' && change[k as keyof SalesParams] !== p[k as keyof SalesParams])) next.page = 1;
  const out = new URLSearchParams(current);
  for (const k of Object.keys(DEFAULT_SALES_PARAMS) as (keyof SalesParams)[]) {
    if (next[k] !== DEFAULT_SALES_PARAMS[k] && next[k] !== '') out.set(`${key}.${k}`, String(next[k]));
    else out.delete(`${key}.${k}`);
  }
  return out;
}

/** A column's next sort: ascending, then descending, then the default. */
export function nextSalesSort(current: string, field: SalesSort): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return DEFAULT_SALES_PARAMS.sort;
  return field;
}
