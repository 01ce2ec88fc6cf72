import { describe, expect, it } from 'vitest';
import { DEFAULT_SALES_PARAMS, nextSalesSort, parseSalesParams, withSalesParams } from './salesParams.ts';

describe('eBay Sales URL state', () => {
  it('reads valid values and falls back to the defaults', () => {
    expect(parseSalesParams(new URLSearchParams())).toEqual(DEFAULT_SALES_PARAMS);
    const p = parseSalesParams(
      new URLSearchParams('ebay_sales.paymentStatus=paid&ebay_sales.pageSize=50&ebay_sales.sort=-qty&ebay_sales.page=3&ebay_sales.search=abc'),
    );
    expect(p).toEqual({ search: 'abc', paymentStatus: 'paid', pageSize: 50, sort: '-qty', page: 3 });
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

  it('cycles a column through ascending, descending and the default', () => {
    expect(nextSalesSort('-_created_at', 'qty')).toBe('qty');
    expect(nextSalesSort('qty', 'qty')).toBe('-qty');
    expect(nextSalesSort('-qty', 'qty')).toBe('-_created_at');
  });
});
