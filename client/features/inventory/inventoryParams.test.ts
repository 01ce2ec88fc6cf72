import { describe, expect, it } from 'vitest';
import { ariaSort, changeParams, DEFAULT_PARAMS, nextSort, parseInventoryParams, toSearchParams } from './inventoryParams.ts';

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
