// Which of the selected items each Shopify action applies to, and the words the screens show for
// the server's answers (spec 000 §2, §8; 002 §4, §8). The same choices the server makes
// (server/modules/listing-actions/actions.service.ts), so a confirmation counts what will be queued.

import { delistable, idsWhere, notListed, type SelectedItem } from '../itemActions.ts';
import type { ListingAction } from '../types.ts';

export type ShopifyAction = Exclude<ListingAction, 'REVISE'>;

/**
 * list = items not on Shopify (000 §4 "Shopify counts only items not LISTED"); publish = unpublished
 * products; unpublish = published ones; delist = every listing not already being delisted; reset
 * ('Cancel Unposted') = items still waiting to be listed.
 */
export function shopifyActionableIds(action: ShopifyAction, items: readonly SelectedItem[]): string[] {
  if (action === 'LIST') return idsWhere(items, notListed);
  if (action === 'DELIST') return idsWhere(items, delistable);
  const status = { PUBLISH: 'UNPUBLISHED', UNPUBLISH: 'LISTED', RESET: 'LISTING' }[action];
  return idsWhere(items, (l) => l?.status === status);
}

export const SHOPIFY_ACTION_COPY: Record<ShopifyAction, { label: string; verb: string; doing: string; done: string; whyNone: string; leftOut: string }> = {
  LIST: {
    label: 'List',
    verb: 'List on Shopify',
    doing: 'Listing on Shopify',
    done: 'queued for listing on Shopify',
    whyNone: 'All of the selected items are already on Shopify or being listed.',
    leftOut: 'already on Shopify or being listed',
  },
  PUBLISH: {
    label: 'Publish',
    verb: 'Publish to Shopify',
    doing: 'Publishing on Shopify',
    done: 'queued for publishing on Shopify',
    whyNone: 'None of the selected items is an unpublished Shopify product.',
    leftOut: 'not unpublished on Shopify',
  },
  DELIST: {
    label: 'Delist',
    verb: 'Delist from Shopify',
    doing: 'Delisting from Shopify',
    done: 'queued for delisting from Shopify',
    whyNone: 'None of the selected items is on Shopify (or they are already being delisted).',
    leftOut: 'not on Shopify, or already being delisted',
  },
  UNPUBLISH: {
    label: 'Unpublish',
    verb: 'Unpublish on Shopify',
    doing: 'Unpublishing on Shopify',
    done: 'queued for unpublishing on Shopify',
    whyNone: 'None of the selected items is a published Shopify product.',
    leftOut: 'not published on Shopify',
  },
  RESET: {
    label: 'Cancel Unposted',
    verb: 'Cancel unposted Shopify listings',
    doing: 'Cancelling unposted Shopify listings',
    done: 'put back to not listed on Shopify',
    whyNone: 'None of the selected items is waiting to be listed on Shopify.',
    leftOut: 'not waiting to be listed on Shopify',
  },
};

/** Spec 000 §8 / 002 §8: the alerts of the Shopify actions; other refusals show the server's message. */
export function shopifyRefusalText(kind: string, serverMessage: string): string {
  if (kind === 'ShopifyNotAuthorizedError') return 'You must authorize Shopify in settings -> linked platforms before you can list items.';
  if (kind === 'PlanLimitReachedError')
    return 'You do not have enough Shopify listings available to list these items. You can upgrade your plan in Settings -> Account & Payment.';
  return serverMessage || 'Something went wrong. Please try again or contact support.';
}

export const shopifyNeedsLinkedPlatforms = (kind: string) => kind === 'ShopifyNotAuthorizedError' || kind === 'ConnectionNeedsReauthError';

/** 002 §8: the listing view's message when an action could not be sent. */
export const shopifyPanelErrorText = (action: ShopifyAction) =>
  `Sorry, there was an error ${{ LIST: 'listing', DELIST: 'delisting', PUBLISH: 'publishing', UNPUBLISH: 'unpublishing', RESET: 'listing' }[action]} on Shopify. Please contact support or try again later.`;
