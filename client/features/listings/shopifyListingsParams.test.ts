import { describe, expect, it } from 'vitest';
import { changeParams, DEFAULT_PARAMS, parseShopifyListingsParams, queryVariables, toSearchParams } from './shopifyListingsParams.ts';

const url = (query: string) => new URLSearchParams(query);

describe('Shopify Listings URL params (under the page key shopify_listings)', () => {
  it('reads known values under the page key and falls back to the defaults for unknown ones', () => {
    const p = parseShopifyListingsParams(
      url(
        'shopify_listings.listStatus=unlisted&shopify_listings.sales=sold&shopify_listings.zeroQuantity=show&shopify_listings.sort=-price&shopify_listings.page=4&shopify_listings.resultsPerPage=100&shopify_listings.search=desk',
      ),
    );
    expect(p).toEqual({ listStatus: 'unlisted', sales: 'sold', zeroQuantity: 'show', sort: '-price', page: 4, resultsPerPage: 100, search: 'desk' });
    const bad =
      'shopify_listings.listStatus=sold&shopify_listings.sales=some&shopify_listings.zeroQuantity=maybe&shopify_listings.page=-1&shopify_listings.resultsPerPage=10&shopify_listings.sort=colour';
    expect(parseShopifyListingsParams(url(bad))).toEqual(DEFAULT_PARAMS);
    expect(parseShopifyListingsParams(url('shopify_listings.page=1e3')).page).toBe(1000);
    expect(parseShopifyListingsParams(url('shopify_listings.page=2.5')).page).toBe(1);
  });

  it("ignores another page's state (the eBay page's key, bare names)", () => {
    expect(parseShopifyListingsParams(url('ebay_listings.page=3&page=2&listStatus=listed'))).toEqual(DEFAULT_PARAMS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const q = toSearchParams({ ...DEFAULT_PARAMS, listStatus: 'listed', sort: 'qty' }, url('ebay_listings.page=3&x=1'));
    expect(q.toString()).toBe('ebay_listings.page=3&x=1&shopify_listings.listStatus=listed&shopify_listings.sort=qty');
    expect(toSearchParams(DEFAULT_PARAMS, url('shopify_listings.page=5')).toString()).toBe('');
  });

  it('round-trips every parameter through the URL', () => {
    const p = { listStatus: 'unlisted', sales: 'unsold', zeroQuantity: 'hide', resultsPerPage: 250, search: 'a b', sort: '-updated_date', page: 7 } as const;
    expect(parseShopifyListingsParams(toSearchParams(p))).toEqual(p);
  });

  it('goes back to page 1 on any change but the page', () => {
    const p = { ...DEFAULT_PARAMS, page: 3 };
    expect(changeParams(p, { listStatus: 'listed' }).page).toBe(1);
    expect(changeParams(p, { page: 4 }).page).toBe(4);
    expect(changeParams(p, { listStatus: 'all' }).page).toBe(3); // no change
  });

  it('sends the trimmed search, or none', () => {
    expect(queryVariables('u1', { ...DEFAULT_PARAMS, search: '  ' })).toMatchObject({ userId: 'u1', search: null, listStatus: 'all', pageSize: 25 });
    expect(queryVariables('u1', { ...DEFAULT_PARAMS, search: ' desk ' }).search).toBe('desk');
  });
});
