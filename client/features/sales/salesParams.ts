// A Sales page's state in the URL, under the channel's page key (`ebay_sales.page=2`): search,
// Payment Status, the sold-between period (two days, YYYY-MM-DD), Results Per Page, sort (spec 001 §9:
// default newest first) and page. Pure, unit-tested.
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
  /** The period's first day (YYYY-MM-DD), or ''. */
  soldFrom: string;
  /** The period's last day, included (YYYY-MM-DD), or ''. */
  soldTo: string;
}

export const DEFAULT_SALES_PARAMS: SalesParams = { search: '', paymentStatus: 'all', pageSize: 25, sort: '-_created_at', page: 1, soldFrom: '', soldTo: '' };

/** A day as the date inputs give it, or '' when it is not one. */
function day(v: string | null): string {
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00`).getTime()) ? v : '';
}

/** The period as the query's bounds: from the first day's start to the day after the last (local time). */
export function periodBounds(p: Pick<SalesParams, 'soldFrom' | 'soldTo'>): { soldFrom: string | null; soldTo: string | null } {
  const start = (d: string, plusDays = 0) => {
    const t = new Date(`${d}T00:00:00`);
    t.setDate(t.getDate() + plusDays);
    return t.toISOString();
  };
  return { soldFrom: p.soldFrom ? start(p.soldFrom) : null, soldTo: p.soldTo ? start(p.soldTo, 1) : null };
}

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
    soldFrom: day(get('soldFrom')),
    soldTo: day(get('soldTo')),
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
