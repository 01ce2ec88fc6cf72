import { describe, expect, it } from 'vitest';
import { inventoryQuerySchema, likePattern, orderBy, whereClause } from './filters.ts';
import { channelFilterSql } from '../listings/listings.service.ts';

const base = inventoryQuerySchema.parse({});

describe('inventory query parsing', () => {
  it('defaults to sort sku, page 1, 25 rows, every filter all and every family child its own row', () => {
    expect(base).toEqual({
      ebayStatus: 'all',
      shopifyStatus: 'all',
      onbuyStatus: 'all',
      inventorySource: 'all',
      archiveStatus: 'all',
      zeroQuantity: 'all',
      families: 'expand',
      search: '',
      sort: 'sku',
      page: 1,
      pageSize: 25,
    });
  });
  it('trims the search and accepts only the spec page sizes', () => {
    expect(inventoryQuerySchema.parse({ search: '  mug ' }).search).toBe('mug');
    for (const n of [25, 50, 100, 250]) expect(inventoryQuerySchema.parse({ pageSize: String(n) }).pageSize).toBe(n);
    expect(inventoryQuerySchema.safeParse({ pageSize: 30 }).success).toBe(false);
    expect(inventoryQuerySchema.safeParse({ sort: 'color' }).success).toBe(false);
  });
});

describe('whereClause', () => {
  it('always starts with the tenant', () => {
    expect(whereClause('u1', base)).toMatchObject({ sql: 'user_id = $1', params: ['u1'] });
  });
  it('maps each filter value to its condition', () => {
    const w = whereClause('u1', {
      ...base,
      ebayStatus: 'listed',
      shopifyStatus: 'errored',
      onbuyStatus: 'unattempted',
      inventorySource: 'price_locked',
      archiveStatus: 'visible',
      zeroQuantity: 'hide',
      search: 'a_b',
    });
    // Channel filters are the listings module's conditions on the item row (their rows: tests/integration).
    expect(w.sql).toContain(channelFilterSql('EBAY', 'listed'));
    expect(w.sql).toContain(channelFilterSql('SHOPIFY', 'errored'));
    expect(w.sql).toContain(channelFilterSql('ONBUY', 'unattempted'));
    expect(w.sql).toContain(`user_edited_details ? 'ebay_price'`);
    expect(w.sql).toContain('NOT hidden');
    expect(w.sql).toContain('total_quantity > 0');
    expect(w.params).toEqual(['u1', '%a\\_b%']);
  });
  it('gives different count keys to different filters and the same to different case', () => {
    expect(whereClause('u', { ...base, search: 'Mug' }).key).toBe(whereClause('u', { ...base, search: 'mug' }).key);
    expect(whereClause('u', { ...base, zeroQuantity: 'hide' }).key).not.toBe(whereClause('u', base).key);
    expect(whereClause('u', { ...base, onbuyStatus: 'listed' }).key).not.toBe(whereClause('u', { ...base, ebayStatus: 'listed' }).key);
  });
});

describe('likePattern and orderBy', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });
  it('orders by the sort column with id as the tiebreak in the same direction', () => {
    expect(orderBy('sku')).toBe('seller_sku ASC, id ASC');
    expect(orderBy('-qty')).toBe('total_quantity DESC, id DESC');
    expect(orderBy('cond')).toBe('condition ASC, id ASC');
  });
});
