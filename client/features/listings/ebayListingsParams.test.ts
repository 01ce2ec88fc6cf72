import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeParams,
  DEFAULT_PARAMS,
  nextSort,
  parseEbayListingsParams,
  queryVariables,
  sortState,
  toSearchParams,
} from './ebayListingsParams.ts';
import { conditionName, listingsErrorText } from './listingsFormat.ts';

const url = (query: string) => new URLSearchParams(query);

describe('eBay Listings URL params (under the page key ebay_listings)', () => {
  it('reads known values under the page key and falls back to the defaults for unknown ones', () => {
    const p = parseEbayListingsParams(
      url(
        'ebay_listings.condition=used_good&ebay_listings.zeroQuantity=hide&ebay_listings.sort=-updated_date&ebay_listings.page=3&ebay_listings.resultsPerPage=250&ebay_listings.search=abc',
      ),
    );
    expect(p).toEqual({ condition: 'used_good', zeroQuantity: 'hide', sort: '-updated_date', page: 3, resultsPerPage: 250, search: 'abc' });
    const bad = 'ebay_listings.condition=mint&ebay_listings.zeroQuantity=no&ebay_listings.page=0&ebay_listings.resultsPerPage=30&ebay_listings.sort=-bogus';
    expect(parseEbayListingsParams(url(bad))).toEqual(DEFAULT_PARAMS);
    expect(parseEbayListingsParams(url('ebay_listings.page=2.5')).page).toBe(1);
  });

  it('ignores the same names without the page key (another page’s state)', () => {
    expect(parseEbayListingsParams(url('page=4&search=x&sort=qty&condition=new'))).toEqual(DEFAULT_PARAMS);
  });

  it('leaves defaults out of the URL, keeps other parameters and round-trips the rest', () => {
    expect(toSearchParams(DEFAULT_PARAMS).toString()).toBe('');
    const p = { ...DEFAULT_PARAMS, zeroQuantity: 'show' as const, page: 2, sort: 'ebay_item_id' as const, search: 'sony' };
    const written = toSearchParams(p, url('tab=x&ebay_listings.condition=new'));
    expect(written.get('tab')).toBe('x');
    expect(written.get('ebay_listings.condition')).toBeNull(); // back to 'all': removed
    expect(written.get('ebay_listings.page')).toBe('2');
    expect(parseEbayListingsParams(written)).toEqual(p);
  });

  it('resets the page to 1 on any change other than the page', () => {
    const at3 = { ...DEFAULT_PARAMS, page: 3 };
    expect(changeParams(at3, { condition: 'new' }).page).toBe(1);
    expect(changeParams(at3, { search: 'x' }).page).toBe(1);
    expect(changeParams(at3, { resultsPerPage: 50 }).page).toBe(1);
    expect(changeParams(at3, { sort: 'qty' }).page).toBe(1);
    expect(changeParams(at3, { page: 4 }).page).toBe(4);
    expect(changeParams(at3, { zeroQuantity: 'all' }).page).toBe(3); // no real change
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
    expect(queryVariables('u1', { ...DEFAULT_PARAMS, search: '  ', resultsPerPage: 100 })).toEqual({
      userId: 'u1',
      condition: 'all',
      zeroQuantity: 'all',
      search: null,
      sort: null,
      page: 1,
      pageSize: 100,
    });
    expect(queryVariables('u1', { ...DEFAULT_PARAMS, search: ' B0 ' }).search).toBe('B0');
    expect(activeFilterCount({ ...DEFAULT_PARAMS, condition: 'new', resultsPerPage: 50 })).toBe(1);
  });
});

describe('eBay Listings text', () => {
  it('names the spec condition codes', () => {
    expect(conditionName(1000)).toBe('New');
    expect(conditionName(2500)).toBe('Used Refurbished');
    expect(conditionName(5000)).toBe('Used Acceptable');
    expect(conditionName(1234)).toBe('1234');
  });

  it("shows 'Error: {name} - {message}', or the apology when there is no message", () => {
    const e = new TypeError('Failed to fetch');
    expect(listingsErrorText(e)).toBe('Error: TypeError - Failed to fetch');
    expect(listingsErrorText(new Error(''))).toBe('Error: Sorry, something went wrong. Please try again later.');
    expect(listingsErrorText('boom')).toBe('Error: Sorry, something went wrong. Please try again later.');
  });
});

describe('eBay Listings bulk actions', () => {
  it('offers the spec’s five actions in order, with the success toasts word for word', async () => {
    const { BULK_ACTIONS, bulkAction, successText } = await import('./bulkActions.ts');
    expect(BULK_ACTIONS.map((a) => a.label)).toEqual(['Delist', 'Update Price Only', 'Update UPC Only', 'Update Images Only', 'Update Everything']);
    expect(BULK_ACTIONS.map((a) => successText(a, 3))).toEqual([
      'Added 3 selected eBay listings to the delist queue',
      'Added 3 selected eBay listings to the price revision queue',
      'Added 3 selected eBay listings to the UPC revision queue',
      'Added 3 selected eBay listings to the image revision queue',
      'Added 3 selected eBay listings to the revision queue',
    ]);
    expect(bulkAction('only_price')?.run).toEqual({ revise: 'PRICE_ONLY' });
    expect(bulkAction('delist')?.run).toEqual({ delist: true });
    expect(bulkAction('')).toBeNull();
  });
});
