// What the listing view's Shopify panel shows (spec 002 §4 "Shopify status"): a spinner while an
// action runs, the product with its actions, or what the seller needs before listing.

/** 002 §4: an in-progress status newer than this shows the spinner (and hides the actions). */
export const SHOPIFY_PENDING_WINDOW_MS = 10 * 60 * 1000;

const IN_PROGRESS: Record<string, string> = {
  LISTING: 'Listing pending',
  DELISTING: 'Delist pending',
  PUBLISHING: 'Publish pending',
  UNPUBLISHING: 'Unpublish pending',
};

export interface ShopifyPanelListing {
  readonly status: string;
  readonly statusAt: unknown;
  readonly externalId: string | null | undefined;
}

export type ShopifyPanelState =
  | { kind: 'pending'; label: string }
  | { kind: 'product'; toggle: 'PUBLISH' | 'UNPUBLISH' }
  | { kind: 'not-listed'; offer: 'list' | 'authorize' | 'subscribe' };

export function shopifyPanelState(input: {
  listing: ShopifyPanelListing | null | undefined;
  now: number;
  /** An action started here whose answer has not arrived yet. */
  pendingAction: string | null;
  authorized: boolean;
  hasPlan: boolean;
}): ShopifyPanelState {
  const { listing, now } = input;
  if (input.pendingAction) return { kind: 'pending', label: 'Working…' };
  if (listing && IN_PROGRESS[listing.status]) {
    const at = new Date(String(listing.statusAt)).getTime();
    // An unreadable time cannot prove the action is stale: keep showing it as pending.
    if (Number.isNaN(at) || now - at <= SHOPIFY_PENDING_WINDOW_MS) return { kind: 'pending', label: IN_PROGRESS[listing.status]! };
  }
  if (listing?.externalId) return { kind: 'product', toggle: listing.status === 'UNPUBLISHED' ? 'PUBLISH' : 'UNPUBLISH' };
  if (!input.authorized) return { kind: 'not-listed', offer: 'authorize' };
  if (!input.hasPlan) return { kind: 'not-listed', offer: 'subscribe' };
  return { kind: 'not-listed', offer: 'list' };
}

/** The product's page in the shop's admin ("external links: Shopify admin product pages"). */
export function shopifyAdminProductUrl(domain: string | null | undefined, productId: string | null | undefined): string | null {
  const id = productId?.split('/').pop();
  if (!domain || !id || !/^\d+$/.test(id)) return null;
  return `https://${domain}/admin/products/${id}`;
}
