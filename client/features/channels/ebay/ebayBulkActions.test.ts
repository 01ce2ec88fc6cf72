import { describe, expect, it } from 'vitest';
import { conditionName } from './conditionName.ts';
import { EBAY_BULK_ACTIONS, ebayBulkRefusalText } from './ebayBulkActions.ts';

describe('eBay Listings bulk actions', () => {
  it('offers the spec’s five actions in order, with the success toasts word for word', () => {
    expect(EBAY_BULK_ACTIONS.map((a) => a.label)).toEqual(['Delist', 'Update Price Only', 'Update UPC Only', 'Update Images Only', 'Update Everything']);
    expect(EBAY_BULK_ACTIONS.map((a) => a.done(3, 2))).toEqual([
      'Added 3 selected eBay listings to the delist queue',
      'Added 3 selected eBay listings to the price revision queue',
      'Added 3 selected eBay listings to the UPC revision queue',
      'Added 3 selected eBay listings to the image revision queue',
      'Added 3 selected eBay listings to the revision queue',
    ]);
    expect(EBAY_BULK_ACTIONS.find((a) => a.value === 'only_price')).toMatchObject({ action: 'REVISE', revision: 'PRICE_ONLY' });
    expect(EBAY_BULK_ACTIONS.find((a) => a.value === 'delist')).toMatchObject({ action: 'DELIST' });
  });

  it("shows the server's refusal, and the apology when the request failed", () => {
    expect(ebayBulkRefusalText('EbayNotAuthorizedError', 'You must authorize eBay')).toBe('You must authorize eBay');
    expect(ebayBulkRefusalText('NetworkError', 'Failed to fetch')).toBe('Something went wrong. Please try again or contact support.');
  });
});

describe('eBay condition words', () => {
  it('names the spec condition codes', () => {
    expect(conditionName(1000)).toBe('New');
    expect(conditionName(2500)).toBe('Used Refurbished');
    expect(conditionName(5000)).toBe('Used Acceptable');
    expect(conditionName(1234)).toBe('1234');
  });
});
