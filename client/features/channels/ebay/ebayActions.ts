// Which of the selected items each eBay bulk action applies to, and the words the bar shows for
// the server's answers (spec 000 §2, §4, §8). What a status means (live, in progress) comes from
// the server with each listing (server/modules/listings/listings.statuses.ts); this file only
// applies the same choices the server makes, so the confirmation counts what will be queued.

import { delistable, idsWhere, notListed, type SelectedItem } from '../itemActions.ts';
import type { ListingAction } from '../types.ts';

export type EbayAction = Extract<ListingAction, 'LIST' | 'REVISE' | 'DELIST'>;

/**
 * The ids the action would queue: list = items not already listed; revise = live listings not
 * busy; delist = every listing not already being delisted.
 */
export function actionableIds(action: EbayAction, items: readonly SelectedItem[]): string[] {
  if (action === 'LIST') return idsWhere(items, notListed);
  if (action === 'REVISE') return idsWhere(items, (l) => !!l && l.live && !l.inProgress);
  return idsWhere(items, delistable);
}

/** The inventory bar's eBay actions (spec 000 §2): their buttons, confirmations and results. */
export const EBAY_ACTION_COPY: Record<EbayAction, { label: string; verb: string; doing: string; done: string; whyNone: string; leftOut: string }> = {
  LIST: {
    label: 'List',
    verb: 'List on eBay',
    doing: 'Listing on eBay',
    done: 'queued for listing on eBay',
    whyNone: 'All of the selected items are already listed on eBay or being listed.',
    leftOut: 'already listed or being listed',
  },
  REVISE: {
    label: 'Revise',
    verb: 'Revise on eBay',
    doing: 'Revising on eBay',
    done: 'queued for revision on eBay',
    whyNone: 'None of the selected items has a settled eBay listing to revise.',
    leftOut: 'not listed, or busy on eBay',
  },
  DELIST: {
    label: 'Delist',
    verb: 'Delist from eBay',
    doing: 'Delisting from eBay',
    done: 'queued for delisting from eBay',
    whyNone: 'None of the selected items is listed on eBay (or they are already being delisted).',
    leftOut: 'not listed, or already being delisted',
  },
};

/** Spec 000 §8: the bulk bar's alerts; other refusals show the server's message. */
export function bulkRefusalText(kind: string, serverMessage: string): string {
  if (kind === 'EbayNotAuthorizedError') return 'You must authorize eBay in settings -> linked platforms before you can list items.';
  if (kind === 'PlanLimitReachedError') return 'You do not have enough eBay listings available to list these items.';
  return serverMessage || 'Something went wrong.';
}

/** Refusals the seller fixes on the Linked Platforms page (the alert links there). */
export const needsLinkedPlatforms = (kind: string) => kind === 'EbayNotAuthorizedError' || kind === 'EbayReauthorizationNeededError';
