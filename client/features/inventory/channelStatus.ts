// The eBay and Shopify status chips of the inventory screen (spec 000 §2). The live statuses
// mirror server/modules/inventory/filters.ts (its zod import stays out of the client bundle);
// channelStatus.test.ts fails if the two lists drift apart.

export const EBAY_LIVE_STATUSES = ['LISTED', 'REVISED', 'REVISING', 'REVISING_IMAGE', 'FAILED_TO_REVISE', 'REVISED_PRICE'] as const;
export const SHOPIFY_LIVE_STATUSES = ['LISTED', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'] as const;

export type Channel = 'ebay' | 'shopify';

/** Green for a listed (live) status, red for FAILED_TO_LIST, yellow for any other; gray when none. */
export function statusColor(channel: Channel, status: string | null): 'green' | 'red' | 'yellow' | 'gray' {
  if (!status) return 'gray';
  const live: readonly string[] = channel === 'ebay' ? EBAY_LIVE_STATUSES : SHOPIFY_LIVE_STATUSES;
  if (live.includes(status)) return 'green';
  if (status === 'FAILED_TO_LIST') return 'red';
  return 'yellow';
}

export const statusLabel = (status: string | null) => status ?? 'Not Listed';
