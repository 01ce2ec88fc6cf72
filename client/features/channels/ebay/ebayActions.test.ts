import { describe, expect, it } from 'vitest';
import { anyInProgress } from '../listingProgress.ts';
import type { SelectedItem } from '../itemActions.ts';
import { actionableIds, bulkRefusalText } from './ebayActions.ts';

const item = (id: string, status: string | null, live = false, inProgress = false): SelectedItem => ({
  id,
  listing: status === null ? null : { status, live, inProgress },
});
const selection = [
  item('none', null),
  item('failed', 'FAILED_TO_LIST'),
  item('listing', 'LISTING', false, true),
  item('listed', 'LISTED', true),
  item('revising', 'REVISING', true, true),
  item('revise-failed', 'FAILED_TO_REVISE', true),
  item('delisting', 'DELISTING', false, true),
];

describe('actionableIds', () => {
  it('lists only items not already listed or being listed (a failed listing is tried again)', () => {
    expect(actionableIds('LIST', selection)).toEqual(['none', 'failed']);
  });
  it('revises live listings that are not busy', () => {
    expect(actionableIds('REVISE', selection)).toEqual(['listed', 'revise-failed']);
  });
  it('delists every listing not already being delisted', () => {
    expect(actionableIds('DELIST', selection)).toEqual(['failed', 'listing', 'listed', 'revising', 'revise-failed']);
  });
});

describe('anyInProgress', () => {
  it('is true while one listing is in progress or has a revision queued, false when none has (or none exists)', () => {
    expect(anyInProgress([null, { inProgress: false }, { inProgress: true }])).toBe(true);
    expect(anyInProgress([null, undefined, { inProgress: false }])).toBe(false);
    expect(anyInProgress([])).toBe(false);
    // A queued revision (REVISING is live, not in progress) is polled until eBay answers.
    expect(anyInProgress([{ inProgress: false, pendingRevision: 'EVERYTHING' }])).toBe(true);
    expect(anyInProgress([{ inProgress: false, pendingRevision: null }])).toBe(false);
  });
});

describe('bulkRefusalText (spec 000 §8)', () => {
  it("uses the spec's alerts word for word and the server's message otherwise", () => {
    expect(bulkRefusalText('EbayNotAuthorizedError', 'x')).toBe('You must authorize eBay in settings -> linked platforms before you can list items.');
    expect(bulkRefusalText('PlanLimitReachedError', 'x')).toBe('You do not have enough eBay listings available to list these items.');
    expect(bulkRefusalText('EbayReauthorizationNeededError', 'You need to reauthorize your eBay account before you can list on eBay')).toBe(
      'You need to reauthorize your eBay account before you can list on eBay',
    );
  });
});
