import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  changeParams,
  DEFAULT_PARAMS,
  isFiltered,
  nextSort,
  parseInventoryParams,
  toSearchParams,
  waitingForFirstImport,
} from './inventoryParams.ts';

describe('inventory URL params', () => {
  it('reads known values and falls back to the defaults for unknown ones', () => {
    const p = parseInventoryParams(new URLSearchParams('ebayStatus=errored&archiveStatus=nope&sort=-qty&page=3&pageSize=100&search=abc'));
    expect(p).toMatchObject({ ebayStatus: 'errored', archiveStatus: 'all', sort: '-qty', page: 3, pageSize: 100, search: 'abc' });
    expect(parseInventoryParams(new URLSearchParams('page=-2&pageSize=30&sort=-bogus'))).toEqual(DEFAULT_PARAMS);
  });

  it('leaves defaults out of the URL and round-trips the rest', () => {
    expect(toSearchParams(DEFAULT_PARAMS).toString()).toBe('');
    const p = { ...DEFAULT_PARAMS, zeroQuantity: 'hide' as const, page: 2, sort: 'price' as const };
    expect(parseInventoryParams(toSearchParams(p))).toEqual(p);
  });

  it('resets the page to 1 on any change other than the page', () => {
    const at3 = { ...DEFAULT_PARAMS, page: 3 };
    expect(changeParams(at3, { shopifyStatus: 'listed' }).page).toBe(1);
    expect(changeParams(at3, { search: 'x' }).page).toBe(1);
    expect(changeParams(at3, { pageSize: 50 }).page).toBe(1);
    expect(changeParams(at3, { page: 4 }).page).toBe(4);
    expect(changeParams(at3, { ebayStatus: 'all' }).page).toBe(3); // no real change
  });

  it('cycles a column ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'qty')).toBe('qty');
    expect(nextSort('qty', 'qty')).toBe('-qty');
    expect(nextSort('-qty', 'qty')).toBeNull();
    expect(nextSort('-qty', 'price')).toBe('price');
    expect(ariaSort('-qty', ['qty'])).toBe('descending');
    expect(ariaSort('-qty', ['price'])).toBe('none');
    expect(ariaSort(null, ['sku'])).toBe('none');
  });
});

describe('the empty inventory text', () => {
  const base = { connected: true, allItemsCount: 40, lastInventoryUpdateAt: '2026-11-23T10:00:00Z', importRunning: false, filtered: false };
  it('asks to wait only while nothing is imported or the first import runs', () => {
    expect(waitingForFirstImport({ ...base, allItemsCount: 0 })).toBe(true);
    expect(waitingForFirstImport({ ...base, importRunning: true, lastInventoryUpdateAt: null })).toBe(true);
    expect(waitingForFirstImport(base)).toBe(false);
    expect(waitingForFirstImport({ ...base, importRunning: true })).toBe(false); // a refresh, not the first import
  });
  it('says nothing matched when a search or filter is active, or Amazon is not connected', () => {
    expect(waitingForFirstImport({ ...base, allItemsCount: 0, filtered: true })).toBe(false);
    expect(waitingForFirstImport({ ...base, allItemsCount: 0, connected: false })).toBe(false);
    expect(isFiltered({ ...DEFAULT_PARAMS, search: ' x ' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_PARAMS, zeroQuantity: 'hide' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_PARAMS, page: 3, sort: 'qty' })).toBe(false);
  });
});
