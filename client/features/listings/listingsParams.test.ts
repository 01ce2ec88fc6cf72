import { describe, expect, it } from 'vitest';
import { listingsErrorText } from './listingsFormat.ts';
import {
  activeFilterCount,
  changeParams,
  defaultParams,
  nextSort,
  parseListingsParams,
  queryVariables,
  sortState,
  toSearchParams,
  type ListingsPageKey,
} from './listingsParams.ts';

const url = (query: string) => new URLSearchParams(query);
// The pages' keys and filters as their channels declare them (channels/<code>/).
const EBAY: ListingsPageKey = { pageKey: 'ebay_listings', filters: ['condition', 'zeroQuantity'] };
const SHOPIFY: ListingsPageKey = { pageKey: 'shopify_listings', filters: ['listStatus', 'zeroQuantity', 'sales'] };
const ONBUY: ListingsPageKey = { pageKey: 'onbuy_listings', filters: ['listStatus', 'zeroQuantity', 'sales'] };

describe('eBay Listings URL params (under the page key ebay_listings)', () => {
  const DEFAULT = defaultParams(EBAY);

  it('reads known values under the page key and falls back to the defaults for unknown ones', () => {
    const p = parseListingsParams(
      url(
        'ebay_listings.condition=used_good&ebay_listings.zeroQuantity=hide&ebay_listings.sort=-updated_date&ebay_listings.page=3&ebay_listings.resultsPerPage=250&ebay_listings.search=abc',
      ),
      EBAY,
    );
    expect(p).toEqual({ filters: { condition: 'used_good', zeroQuantity: 'hide' }, sort: '-updated_date', page: 3, resultsPerPage: 250, search: 'abc' });
    const bad = 'ebay_listings.condition=mint&ebay_listings.zeroQuantity=no&ebay_listings.page=0&ebay_listings.resultsPerPage=30&ebay_listings.sort=-bogus';
    expect(parseListingsParams(url(bad), EBAY)).toEqual(DEFAULT);
    expect(parseListingsParams(url('ebay_listings.page=2.5'), EBAY).page).toBe(1);
  });

  it('ignores the same names without the page key (another page’s state), and filters the page does not show', () => {
    expect(parseListingsParams(url('page=4&search=x&sort=qty&condition=new'), EBAY)).toEqual(DEFAULT);
    expect(parseListingsParams(url('ebay_listings.listStatus=listed'), EBAY).filters).toEqual({ condition: 'all', zeroQuantity: 'all' });
  });

  it('leaves defaults out of the URL, keeps other parameters and round-trips the rest', () => {
    expect(toSearchParams(DEFAULT, EBAY).toString()).toBe('');
    const p = { ...DEFAULT, filters: { condition: 'all', zeroQuantity: 'show' }, page: 2, sort: 'ebay_item_id' as const, search: 'sony' };
    const written = toSearchParams(p, EBAY, url('tab=x&ebay_listings.condition=new'));
    expect(written.get('tab')).toBe('x');
    expect(written.get('ebay_listings.condition')).toBeNull(); // back to 'all': removed
    expect(written.get('ebay_listings.page')).toBe('2');
    expect(parseListingsParams(written, EBAY)).toEqual(p);
  });

  it('resets the page to 1 on any change other than the page', () => {
    const at3 = { ...DEFAULT, page: 3 };
    expect(changeParams(at3, { filters: { condition: 'new' } }).page).toBe(1);
    expect(changeParams(at3, { search: 'x' }).page).toBe(1);
    expect(changeParams(at3, { resultsPerPage: 50 }).page).toBe(1);
    expect(changeParams(at3, { sort: 'qty' }).page).toBe(1);
    expect(changeParams(at3, { page: 4 }).page).toBe(4);
    expect(changeParams(at3, { filters: { zeroQuantity: 'all' } }).page).toBe(3); // no real change
  });

  it('cycles a column ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'sales')).toBe('sales');
    expect(nextSort('sales', 'sales')).toBe('-sales');
    expect(nextSort('-sales', 'sales')).toBeNull();
    expect(nextSort('-sales', 'price')).toBe('price');
    expect(sortState('-price', 'price')).toBe('descending');
    expect(sortState('price', 'price')).toBe('ascending');
    expect(sortState('price', 'qty')).toBe('none');
    expect(sortState(null, 'sku')).toBe('none');
  });

  it('gives the query variables: trimmed search or null, the page size from results per page', () => {
    expect(queryVariables('u1', { ...DEFAULT, search: '  ', resultsPerPage: 100 })).toEqual({
      userId: 'u1',
      filter: { condition: 'all', zeroQuantity: 'all', search: null, sort: null, page: 1, pageSize: 100 },
    });
    expect(queryVariables('u1', { ...DEFAULT, search: ' B0 ' }).filter.search).toBe('B0');
    expect(activeFilterCount({ ...DEFAULT, filters: { condition: 'new', zeroQuantity: 'all' }, resultsPerPage: 50 })).toBe(1);
  });
});

describe('Shopify and OnBuy Listings URL params (under shopify_listings, onbuy_listings)', () => {
  it('reads known values under the page key and falls back to the defaults for unknown ones', () => {
    for (const key of [SHOPIFY, ONBUY]) {
      const k = key.pageKey;
      const p = parseListingsParams(
        url(`${k}.listStatus=unlisted&${k}.sales=sold&${k}.zeroQuantity=show&${k}.sort=-price&${k}.page=4&${k}.resultsPerPage=100&${k}.search=desk`),
        key,
      );
      expect(p).toEqual({
        filters: { listStatus: 'unlisted', sales: 'sold', zeroQuantity: 'show' },
        sort: '-price',
        page: 4,
        resultsPerPage: 100,
        search: 'desk',
      });
      const bad = `${k}.listStatus=sold&${k}.sales=some&${k}.zeroQuantity=maybe&${k}.page=-1&${k}.resultsPerPage=10&${k}.sort=colour`;
      expect(parseListingsParams(url(bad), key)).toEqual(defaultParams(key));
      expect(parseListingsParams(url(`${k}.page=1e3`), key).page).toBe(1000);
      expect(parseListingsParams(url(`${k}.page=2.5`), key).page).toBe(1);
    }
  });

  it("ignores another page's state (another channel's key, bare names)", () => {
    expect(parseListingsParams(url('ebay_listings.page=3&onbuy_listings.page=2&page=2&listStatus=listed'), SHOPIFY)).toEqual(defaultParams(SHOPIFY));
    expect(parseListingsParams(url('ebay_listings.page=3&shopify_listings.page=2&page=2&listStatus=listed'), ONBUY)).toEqual(defaultParams(ONBUY));
  });

  it('writes only what differs from the defaults, in a fixed order, and keeps other parameters', () => {
    const p = { ...defaultParams(SHOPIFY), filters: { listStatus: 'listed', zeroQuantity: 'all', sales: 'all' }, sort: 'qty' as const };
    expect(toSearchParams(p, SHOPIFY, url('ebay_listings.page=3&x=1')).toString()).toBe(
      'ebay_listings.page=3&x=1&shopify_listings.listStatus=listed&shopify_listings.sort=qty',
    );
    expect(toSearchParams(p, ONBUY, url('ebay_listings.page=3&x=1')).toString()).toBe(
      'ebay_listings.page=3&x=1&onbuy_listings.listStatus=listed&onbuy_listings.sort=qty',
    );
    expect(toSearchParams(defaultParams(SHOPIFY), SHOPIFY, url('shopify_listings.page=5')).toString()).toBe('');
  });

  it('round-trips every parameter through the URL', () => {
    const p = {
      filters: { listStatus: 'unlisted', sales: 'unsold', zeroQuantity: 'hide' },
      resultsPerPage: 250,
      search: 'a b',
      sort: '-updated_date',
      page: 7,
    } as const;
    expect(parseListingsParams(toSearchParams(p, ONBUY), ONBUY)).toEqual(p);
  });

  it('sends the trimmed search, or none, with the filters', () => {
    expect(queryVariables('u1', { ...defaultParams(SHOPIFY), search: '  ' })).toMatchObject({
      userId: 'u1',
      filter: { search: null, listStatus: 'all', sales: 'all', pageSize: 25 },
    });
  });
});

describe('listings page errors', () => {
  it("shows 'Error: {name} - {message}', or the apology when there is no message", () => {
    const e = new TypeError('Failed to fetch');
    expect(listingsErrorText(e)).toBe('Error: TypeError - Failed to fetch');
    expect(listingsErrorText(new Error(''))).toBe('Error: Sorry, something went wrong. Please try again later.');
    expect(listingsErrorText('boom')).toBe('Error: Sorry, something went wrong. Please try again later.');
  });
});
