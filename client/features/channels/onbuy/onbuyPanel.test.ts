import { describe, expect, it } from 'vitest';
import { ONBUY_ACTION_FAILED, ONBUY_QUOTA_ALERT, ONBUY_REAUTH_ALERT, onbuyPanelState, onbuyRefusalText } from './onbuyPanel.ts';

const base = { listing: null, productCode: 'B5N6M7V', authorized: true, pendingAction: null, sellerSku: 'SKU-1' } as const;

describe('onbuyPanelState (spec 001 §4 OnBuy listing status)', () => {
  it("is 'Not Listed' by default, offering 'List on OnBuy' with or without a chosen product (issue 28: the listing finds or creates it)", () => {
    expect(onbuyPanelState({ ...base, productCode: null })).toEqual({ kind: 'not-listed', offer: 'list' });
    expect(onbuyPanelState({ ...base, productCode: '  ' })).toEqual({ kind: 'not-listed', offer: 'list' });
    expect(onbuyPanelState(base)).toEqual({ kind: 'not-listed', offer: 'list' });
    // Without OnBuy authorised and no product: choose one (or authorise) first.
    expect(onbuyPanelState({ ...base, productCode: null, authorized: false })).toEqual({ kind: 'not-listed', offer: 'choose' });
  });

  it("shows what a pending listing waits for (OnBuy's product queue)", () => {
    expect(onbuyPanelState({ ...base, productCode: null, listing: { status: 'LISTING', sku: 'X', lastError: "Waiting in OnBuy's product queue" } })).toEqual({
      kind: 'pending',
      label: 'Listing pending',
      detail: "Waiting in OnBuy's product queue",
    });
  });

  it('asks to reauthorise OnBuy instead of listing when OnBuy is not authorised', () => {
    expect(onbuyPanelState({ ...base, authorized: false })).toEqual({ kind: 'not-listed', offer: 'authorize' });
  });

  it('shows PUBLISHED with the seller SKU OnBuy holds (the item SKU when none was recorded)', () => {
    expect(onbuyPanelState({ ...base, listing: { status: 'PUBLISHED', sku: 'OB-SKU' } })).toEqual({ kind: 'published', sku: 'OB-SKU' });
    expect(onbuyPanelState({ ...base, listing: { status: 'PUBLISHED', sku: null } })).toEqual({ kind: 'published', sku: 'SKU-1' });
    // Delisting a published item does not need a product code or the connection to show it.
    expect(onbuyPanelState({ ...base, productCode: null, authorized: false, listing: { status: 'PUBLISHED', sku: 'X' } }).kind).toBe('published');
  });

  it('shows a spinner while LISTING or DELISTING, and while an action started here has no answer', () => {
    expect(onbuyPanelState({ ...base, listing: { status: 'LISTING', sku: 'X' } })).toEqual({ kind: 'pending', label: 'Listing pending' });
    expect(onbuyPanelState({ ...base, listing: { status: 'DELISTING', sku: 'X' } })).toEqual({ kind: 'pending', label: 'Delist pending' });
    expect(onbuyPanelState({ ...base, pendingAction: 'DELIST', listing: { status: 'PUBLISHED', sku: 'X' } })).toEqual({
      kind: 'pending',
      label: 'Delist pending',
    });
  });

  it('after a refusal or a delist, the item is Not Listed again and can be listed again', () => {
    expect(onbuyPanelState({ ...base, listing: { status: 'FAILED_TO_LIST', sku: 'X' } })).toEqual({ kind: 'not-listed', offer: 'list' });
  });
});

describe('onbuyRefusalText (spec 001 §5 alerts)', () => {
  it("gives OnBuy's two alerts word for word, a validation's own message, else the generic error", () => {
    expect(onbuyRefusalText('OnbuyAccountNeededError', 'whatever')).toBe('You need to reauthorize your OnBuy account before you can list on OnBuy');
    expect(ONBUY_REAUTH_ALERT).toBe('You need to reauthorize your OnBuy account before you can list on OnBuy');
    expect(onbuyRefusalText('PlanLimitReachedError', '')).toBe(ONBUY_QUOTA_ALERT);
    expect(ONBUY_QUOTA_ALERT).toBe(
      'You do not have enough OnBuy listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.',
    );
    expect(onbuyRefusalText('ListingValidationError', 'Choose an OnBuy product first')).toBe('Choose an OnBuy product first');
    expect(onbuyRefusalText('NetworkError', 'boom')).toBe(ONBUY_ACTION_FAILED);
  });
});
