// Which of the selected items each OnBuy bulk action applies to, and its words (issue 30: OnBuy on
// the inventory's bulk bar, as eBay and Shopify). The same choices the server makes
// (server/modules/listing-actions/actions.service.ts), so a confirmation counts what will be queued.

import { delistable, idsWhere, notListed, type SelectedItem } from '../itemActions.ts';
import type { ListingAction } from '../types.ts';

export type OnbuyAction = Extract<ListingAction, 'LIST' | 'DELIST'>;

/** list = items not on OnBuy (no listing, or a failed one); delist = every listing not already being delisted. */
export const onbuyActionableIds = (action: OnbuyAction, items: readonly SelectedItem[]): string[] =>
  idsWhere(items, action === 'LIST' ? notListed : delistable);

export const ONBUY_ACTION_COPY: Record<OnbuyAction, { label: string; verb: string; doing: string; done: string; whyNone: string; leftOut: string }> = {
  LIST: {
    label: 'List',
    verb: 'List on OnBuy',
    doing: 'Listing on OnBuy',
    done: 'queued for listing on OnBuy',
    whyNone: 'All of the selected items are already on OnBuy or being listed.',
    leftOut: 'already on OnBuy or being listed',
  },
  DELIST: {
    label: 'Delist',
    verb: 'Delist from OnBuy',
    doing: 'Delisting from OnBuy',
    done: 'queued for delisting from OnBuy',
    whyNone: 'None of the selected items is on OnBuy (or they are already being delisted).',
    leftOut: 'not on OnBuy, or already being delisted',
  },
};

/** The listing view's alerts (listing/onbuyPanel.ts) serve the bulk bar too; a missing account links to Linked Platforms. */
export { onbuyRefusalText } from './onbuyPanel.ts';
export const onbuyNeedsLinkedPlatforms = (kind: string) => kind === 'OnbuyAccountNeededError' || kind === 'ConnectionNeedsReauthError';
