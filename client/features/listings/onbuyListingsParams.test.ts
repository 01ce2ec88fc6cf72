import { describe, expect, it } from 'vitest';
// The shared rules (page reset, query variables) are tested with the Shopify page's module; here, the page key.
import { DEFAULT_PARAMS, parseOnbuyListingsParams, toSearchParams } from './onbuyListingsParams.ts';

const url = (query: string) => new URLSearchParams(query);

describe('OnBuy Listings URL params (under the page key onbuy_listings)', () => {
  it('reads known values under the page key and falls back to the defaults for unknown ones', () => {
    const p = parseOnbuyListingsParams(
      url(
        'onbuy_listings.listStatus=unlisted&onbuy_listings.sales=sold&onbuy_listings.zeroQuantity=show&onbuy_listings.sort=-price&onbuy_listings.page=4&onbuy_listings.resultsPerPage=100&onbuy_listings.search=desk',
      ),
    );
    expect(p).toEqual({ listStatus: 'unlisted', sales: 'sold', zeroQuantity: 'show', sort: '-price', page: 4, resultsPerPage: 100, search: 'desk' });
    const bad =
      'onbuy_listings.listStatus=sold&onbuy_listings.sales=some&onbuy_listings.zeroQuantity=maybe&onbuy_listings.page=-1&onbuy_listings.resultsPerPage=10&onbuy_listings.sort=colour';
    expect(parseOnbuyListingsParams(url(bad))).toEqual(DEFAULT_PARAMS);
    expect(parseOnbuyListingsParams(url('onbuy_listings.page=1e3')).page).toBe(1000);
    expect(parseOnbuyListingsParams(url('onbuy_listings.page=2.5')).page).toBe(1);
  });

  it("ignores another page's state (the eBay and Shopify pages' keys, bare names)", () => {
    expect(parseOnbuyListingsParams(url('ebay_listings.page=3&shopify_listings.page=2&page=2&listStatus=listed'))).toEqual(DEFAULT_PARAMS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const q = toSearchParams({ ...DEFAULT_PARAMS, listStatus: 'listed', sort: 'qty' }, url('ebay_listings.page=3&x=1'));
    expect(q.toString()).toBe('ebay_listings.page=3&x=1&onbuy_listings.listStatus=listed&onbuy_listings.sort=qty');
    expect(toSearchParams(DEFAULT_PARAMS, url('onbuy_listings.page=5')).toString()).toBe('');
  });

  it('round-trips every parameter through the URL', () => {
    const p = { listStatus: 'unlisted', sales: 'unsold', zeroQuantity: 'hide', resultsPerPage: 250, search: 'a b', sort: '-updated_date', page: 7 } as const;
    expect(parseOnbuyListingsParams(toSearchParams(p))).toEqual(p);
  });
});
