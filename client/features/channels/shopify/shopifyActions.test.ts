import { describe, expect, it } from 'vitest';
import type { SelectedItem } from '../itemActions.ts';
import { shopifyActionableIds, shopifyPanelErrorText, shopifyRefusalText } from './shopifyActions.ts';

const item = (id: string, status: string | null, live = false, inProgress = false): SelectedItem => ({
  id,
  listing: status ? { status, live, inProgress } : null,
});

const items = [
  item('none', null),
  item('failed', 'FAILED_TO_LIST'),
  item('listing', 'LISTING', true, true),
  item('listed', 'LISTED', true),
  item('hidden', 'UNPUBLISHED', true),
  item('delisting', 'DELISTING', false, true),
  item('publishing', 'PUBLISHING', true, true),
];

describe('Shopify actions on a selection', () => {
  it('list counts only items not on Shopify (none, or failed)', () => {
    expect(shopifyActionableIds('LIST', items)).toEqual(['none', 'failed']);
  });
  it('publish takes unpublished products, unpublish published ones', () => {
    expect(shopifyActionableIds('PUBLISH', items)).toEqual(['hidden']);
    expect(shopifyActionableIds('UNPUBLISH', items)).toEqual(['listed']);
  });
  it("'Cancel Unposted' takes only items still LISTING; delist every listing not being delisted", () => {
    expect(shopifyActionableIds('RESET', items)).toEqual(['listing']);
    expect(shopifyActionableIds('DELIST', items)).toEqual(['failed', 'listing', 'listed', 'hidden', 'publishing']);
  });
  it("words the refusals as the spec does, else the server's message", () => {
    expect(shopifyRefusalText('ShopifyNotAuthorizedError', 'x')).toBe('You must authorize Shopify in settings -> linked platforms before you can list items.');
    expect(shopifyRefusalText('PlanLimitReachedError', 'x')).toBe(
      'You do not have enough Shopify listings available to list these items. You can upgrade your plan in Settings -> Account & Payment.',
    );
    expect(shopifyRefusalText('ListingValidationError', 'At most 10000 items at a time')).toBe('At most 10000 items at a time');
    expect(shopifyPanelErrorText('UNPUBLISH')).toBe('Sorry, there was an error unpublishing on Shopify. Please contact support or try again later.');
  });
});
