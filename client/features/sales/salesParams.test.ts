import { describe, expect, it } from 'vitest';
import { DEFAULT_SALES_PARAMS, nextSalesSort, parseSalesParams, periodBounds, withSalesParams } from './salesParams.ts';

describe('Sales page URL state', () => {
  it('reads valid values and falls back to the defaults', () => {
    expect(parseSalesParams(new URLSearchParams())).toEqual(DEFAULT_SALES_PARAMS);
    const p = parseSalesParams(
      new URLSearchParams('ebay_sales.paymentStatus=paid&ebay_sales.pageSize=50&ebay_sales.sort=-qty&ebay_sales.page=3&ebay_sales.search=abc'),
    );
    expect(p).toEqual({ search: 'abc', paymentStatus: 'paid', pageSize: 50, sort: '-qty', page: 3, soldFrom: '', soldTo: '' });
    expect(parseSalesParams(new URLSearchParams('ebay_sales.paymentStatus=x&ebay_sales.pageSize=7&ebay_sales.sort=drop&ebay_sales.page=-1'))).toEqual(
      DEFAULT_SALES_PARAMS,
    );
  });

  it('writes only what differs from the defaults and resets the page on a filter change', () => {
    const p = { ...DEFAULT_SALES_PARAMS, page: 4 };
    const q = withSalesParams(new URLSearchParams('other=1'), p, { paymentStatus: 'paid' });
    expect(q.toString()).toBe('other=1&ebay_sales.paymentStatus=paid');
    expect(withSalesParams(new URLSearchParams(), DEFAULT_SALES_PARAMS, { page: 2 }).toString()).toBe('ebay_sales.page=2');
  });

  it('keeps a period of real days under the channel key, the last day included', () => {
    const p = parseSalesParams(
      new URLSearchParams('shopify_sales.soldFrom=2026-11-01&shopify_sales.soldTo=2026-11-30&ebay_sales.soldTo=2026-01-01'),
      'shopify_sales',
    );
    expect([p.soldFrom, p.soldTo]).toEqual(['2026-11-01', '2026-11-30']);
    expect(parseSalesParams(new URLSearchParams('ebay_sales.soldFrom=yesterday&ebay_sales.soldTo=2026-13-45'))).toEqual(DEFAULT_SALES_PARAMS);
    const bounds = periodBounds({ soldFrom: '2026-11-01', soldTo: '2026-11-30' });
    expect(new Date(bounds.soldFrom!).getDate()).toBe(1);
    expect(new Date(bounds.soldTo!).getTime() - new Date(bounds.soldFrom!).getTime()).toBeGreaterThanOrEqual(29.9 * 24 * 3600_000);
    expect(periodBounds({ soldFrom: '', soldTo: '' })).toEqual({ soldFrom: null, soldTo: null });
    expect(withSalesParams(new URLSearchParams(), DEFAULT_SALES_PARAMS, { soldFrom: '2026-11-01' }, 'onbuy_sales').toString()).toBe(
      'onbuy_sales.soldFrom=2026-11-01',
    );
  });

  it('cycles a column through ascending, descending and the default', () => {
    expect(nextSalesSort('-_created_at', 'qty')).toBe('qty');
    expect(nextSalesSort('qty', 'qty')).toBe('-qty');
    expect(nextSalesSort('-qty', 'qty')).toBe('-_created_at');
  });
});
