import { describe, expect, it } from 'vitest';
import { shopifyAdminProductUrl, shopifyPanelState } from './shopifyPanel.ts';

const now = Date.parse('2026-11-26T12:00:00Z');
const ago = (min: number) => new Date(now - min * 60_000).toISOString();
const base = { now, pendingAction: null, authorized: true, hasPlan: true };

describe('the listing view Shopify panel (002 §4)', () => {
  it('shows a spinner for an in-progress status within 10 minutes, then the settled view', () => {
    expect(shopifyPanelState({ ...base, listing: { status: 'PUBLISHING', statusAt: ago(9), externalId: 'gid://shopify/Product/1' } })).toEqual({
      kind: 'pending',
      label: 'Publish pending',
    });
    expect(shopifyPanelState({ ...base, listing: { status: 'PUBLISHING', statusAt: ago(11), externalId: 'gid://shopify/Product/1' } })).toEqual({
      kind: 'product',
      toggle: 'UNPUBLISH',
    });
    expect(shopifyPanelState({ ...base, listing: { status: 'LISTING', statusAt: ago(1), externalId: null } }).kind).toBe('pending');
  });

  it("offers 'Publish to Shopify' for an unpublished product, else 'Unpublish on Shopify'", () => {
    expect(shopifyPanelState({ ...base, listing: { status: 'UNPUBLISHED', statusAt: ago(1), externalId: 'p' } })).toEqual({
      kind: 'product',
      toggle: 'PUBLISH',
    });
    expect(shopifyPanelState({ ...base, listing: { status: 'LISTED', statusAt: ago(1), externalId: 'p' } })).toEqual({ kind: 'product', toggle: 'UNPUBLISH' });
  });

  it('without a product: list, else authorise first, else subscribe', () => {
    expect(shopifyPanelState({ ...base, listing: null })).toEqual({ kind: 'not-listed', offer: 'list' });
    expect(shopifyPanelState({ ...base, listing: { status: 'FAILED_TO_LIST', statusAt: ago(1), externalId: null } })).toEqual({
      kind: 'not-listed',
      offer: 'list',
    });
    expect(shopifyPanelState({ ...base, authorized: false, hasPlan: false, listing: null })).toEqual({ kind: 'not-listed', offer: 'authorize' });
    expect(shopifyPanelState({ ...base, hasPlan: false, listing: null })).toEqual({ kind: 'not-listed', offer: 'subscribe' });
  });

  it("links the product to the shop's admin", () => {
    expect(shopifyAdminProductUrl('lb.myshopify.com', 'gid://shopify/Product/42')).toBe('https://lb.myshopify.com/admin/products/42');
    expect(shopifyAdminProductUrl(null, 'gid://shopify/Product/42')).toBeNull();
  });
});
