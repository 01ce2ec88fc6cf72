import { describe, expect, it } from 'vitest';
import { ebayPanelState, PENDING_WINDOW_MS, singleRefusalText, type PanelInput } from './ebayPanel.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const base: PanelInput = { listing: null, now: NOW, pendingAction: null, ebayAuthorized: true, pricingReady: true };
const listing = (status: string, ageMs: number, live = false) => ({ status, statusAt: ago(ageMs), live });

describe('ebayPanelState (spec 001 §4)', () => {
  it('shows LISTING PENDING / DELIST PENDING while the status changed within 20 minutes, the boundary included', () => {
    expect(ebayPanelState({ ...base, listing: listing('LISTING', 0) })).toEqual({ kind: 'pending', label: 'Listing pending' });
    expect(ebayPanelState({ ...base, listing: listing('LISTING', PENDING_WINDOW_MS) })).toEqual({ kind: 'pending', label: 'Listing pending' });
    expect(ebayPanelState({ ...base, listing: listing('DELISTING', PENDING_WINDOW_MS - 1, false) })).toEqual({ kind: 'pending', label: 'Delist pending' });
  });

  it('after 20 minutes a stale LISTING is not listed, a stale DELISTING is still on eBay (settled)', () => {
    expect(ebayPanelState({ ...base, listing: listing('LISTING', PENDING_WINDOW_MS + 1) })).toEqual({ kind: 'not-listed', offer: 'list' });
    expect(ebayPanelState({ ...base, listing: listing('DELISTING', PENDING_WINDOW_MS + 1) })).toEqual({ kind: 'settled' });
  });

  it('an action in flight is pending whatever the stored status says', () => {
    expect(ebayPanelState({ ...base, pendingAction: 'LIST' })).toEqual({ kind: 'pending', label: 'Listing pending' });
    expect(ebayPanelState({ ...base, listing: listing('LISTED', 99 * PENDING_WINDOW_MS, true), pendingAction: 'DELIST' })).toEqual({
      kind: 'pending',
      label: 'Delist pending',
    });
  });

  it('a live listing is settled, also while it is being revised or its revision failed', () => {
    for (const s of ['LISTED', 'REVISED', 'REVISING', 'FAILED_TO_REVISE', 'REVISED_PRICE']) {
      expect(ebayPanelState({ ...base, listing: listing(s, 0, true) })).toEqual({ kind: 'settled' });
    }
  });

  it('not listed or FAILED_TO_LIST offers Authorize eBay first, then Awaiting pricing info, else List on eBay', () => {
    const failed = listing('FAILED_TO_LIST', 0);
    expect(ebayPanelState({ ...base, listing: failed, ebayAuthorized: false, pricingReady: false })).toEqual({ kind: 'not-listed', offer: 'authorize' });
    expect(ebayPanelState({ ...base, listing: failed, pricingReady: false })).toEqual({ kind: 'not-listed', offer: 'awaiting-pricing' });
    expect(ebayPanelState({ ...base, listing: failed })).toEqual({ kind: 'not-listed', offer: 'list' });
    expect(ebayPanelState(base)).toEqual({ kind: 'not-listed', offer: 'list' });
  });

  it('an unreadable status time keeps an in-progress listing pending rather than offering a second listing', () => {
    expect(ebayPanelState({ ...base, listing: { status: 'LISTING', statusAt: 'not a date', live: false } })).toEqual({
      kind: 'pending',
      label: 'Listing pending',
    });
  });
});

describe('singleRefusalText (spec 001 §5)', () => {
  it("gives the spec's reauthorisation and quota alerts and otherwise the server's message", () => {
    expect(singleRefusalText('EbayReauthorizationNeededError', 'x')).toBe('You need to reauthorize your eBay account before you can list on eBay');
    expect(singleRefusalText('PlanLimitReachedError', 'x')).toBe(
      'You do not have enough ebay listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.',
    );
    expect(singleRefusalText('ListingValidationError', 'Select at least one item')).toBe('Select at least one item');
    expect(singleRefusalText('NetworkError', '')).toBe('Something went wrong.');
  });
});
