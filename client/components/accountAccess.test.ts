import { describe, expect, it } from 'vitest';
import { accessFor, mayRun } from './accountAccess.tsx';

describe('what the screens offer a person in an account (issue 35)', () => {
  const accounts = [
    { accountId: 'me', role: 'OWNER' },
    { accountId: 'shop', role: 'VIEWER' },
    { accountId: 'store', role: 'LISTER', channels: ['SHOPIFY'] },
  ];

  it('offers the owner (and anyone not a member, e.g. an admin) everything', () => {
    expect(mayRun(accessFor(accounts, 'me'), 'subscribeToPlans')).toBe(true);
    expect(mayRun(accessFor(accounts, 'elsewhere'), 'listingAction', 'EBAY')).toBe(true);
  });

  it('offers a Viewer no change, a Lister listings but not billing, on their channels only', () => {
    const viewer = accessFor(accounts, 'shop');
    expect(['setItemsHidden', 'setQuantityBuffer', 'listingAction', 'refreshInventory'].filter((m) => mayRun(viewer, m))).toEqual([]);
    const lister = accessFor(accounts, 'store');
    expect(mayRun(lister, 'setItemsHidden')).toBe(true);
    expect(mayRun(lister, 'subscribeToPlans')).toBe(false);
    expect(mayRun(lister, 'listingAction', 'SHOPIFY')).toBe(true);
    expect(mayRun(lister, 'listingAction', 'EBAY')).toBe(false);
  });
});
