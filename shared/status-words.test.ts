import { describe, expect, it } from 'vitest';
import { connectionStatusWord, listingStatusWord, NOT_LISTED, RAW_STATUS_CODE, saleStatusWord, subscriptionStatusWord } from './status-words.ts';

const LISTING_STATUSES = [
  'LISTING',
  'LISTED',
  'FAILED_TO_LIST',
  'REVISING',
  'REVISING_IMAGE',
  'REVISED',
  'REVISED_PRICE',
  'FAILED_TO_REVISE',
  'DELISTING',
  'PUBLISHING',
  'PUBLISHED',
  'UNPUBLISHING',
  'UNPUBLISHED',
];

describe('status words (issue 30)', () => {
  it('gives every listing status a word that is not a raw code', () => {
    for (const s of LISTING_STATUSES) {
      const word = listingStatusWord(s);
      expect(word, s).not.toMatch(RAW_STATUS_CODE);
      expect(word, s).not.toBe(s);
    }
    expect(listingStatusWord(null)).toBe(NOT_LISTED);
    expect(listingStatusWord('FAILED_TO_LIST')).toBe('Failed to list');
    expect(listingStatusWord('LISTING')).toBe('Listing pending');
  });
  it('calls a live listing "Listed" on every channel (OnBuy PUBLISHED and Shopify LISTED alike)', () => {
    expect(listingStatusWord('LISTED')).toBe('Listed');
    expect(listingStatusWord('PUBLISHED')).toBe('Listed');
  });
  it('words connections, sales and subscriptions, and never echoes an unknown code', () => {
    expect(connectionStatusWord('AUTHORIZED')).toBe('Connected');
    expect(connectionStatusWord('NEEDS_REAUTH')).toBe('Needs reauthorisation');
    expect(saleStatusWord('MCF_REQUESTED')).toBe('Sent to Amazon');
    expect(subscriptionStatusWord('past_due')).toBe('Payment overdue');
    expect(listingStatusWord('SOME_NEW_CODE')).toBe('Some new code');
  });
  it('recognises leaked codes in text, but not ordinary words', () => {
    expect(RAW_STATUS_CODE.test('eBay: FAILED_TO_LIST')).toBe(true);
    expect(RAW_STATUS_CODE.test('LISTING PENDING')).toBe(true);
    expect(RAW_STATUS_CODE.test('Status AUTHORIZED')).toBe(true);
    expect(RAW_STATUS_CODE.test('eBay: Listed · Shopify: Not Listed · Authorized as demo')).toBe(false);
  });
});
