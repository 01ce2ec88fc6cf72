// What the listing view's eBay status panel shows (spec 001 §4 "eBay listing status"): a pending
// spinner, the settled listing, or 'Not listed on eBay' with the one thing the seller can do.

/** LISTING / DELISTING newer than this (or an action in flight) shows the pending spinner. */
export const PENDING_WINDOW_MS = 20 * 60 * 1000;

export interface PanelListing {
  readonly status: string;
  /** When the status last changed (ISO date-time). */
  readonly statusAt: unknown;
  /** Counts as a live listing (from the server's rule). */
  readonly live: boolean;
}

export interface PanelInput {
  listing: PanelListing | null | undefined;
  now: number;
  /** An action the seller started on this page whose answer has not arrived yet. */
  pendingAction: 'LIST' | 'DELIST' | null;
  /** The seller's eBay connection can list (authorised, an oauth token). */
  ebayAuthorized: boolean;
  /** The price can be computed (spec: pricing info present). */
  pricingReady: boolean;
}

export type PanelState =
  | { kind: 'pending'; label: 'Listing pending' | 'Delist pending' }
  | { kind: 'settled' }
  | { kind: 'not-listed'; offer: 'list' | 'awaiting-pricing' | 'authorize' };

/** True while the listing is LISTING or DELISTING and its status changed at most 20 minutes ago. */
export function recentlyInProgress(listing: PanelListing, now: number): boolean {
  if (listing.status !== 'LISTING' && listing.status !== 'DELISTING') return false;
  const at = new Date(String(listing.statusAt)).getTime();
  // An unreadable time cannot prove the action is stale: keep showing it as pending.
  return Number.isNaN(at) || now - at <= PENDING_WINDOW_MS;
}

/**
 * The panel's state. Pending: an action in flight, or LISTING / DELISTING within 20 minutes.
 * Settled (the spec does not name the set): a live listing, or one whose delisting went stale
 * (it is still on eBay, so 'Delist from eBay' is offered again). Otherwise not listed (no
 * listing, FAILED_TO_LIST, or a listing that went stale), offering, in the spec's order of
 * checks, 'Authorize eBay', then 'Awaiting pricing info…', else 'List on eBay'.
 */
export function ebayPanelState({ listing, now, pendingAction, ebayAuthorized, pricingReady }: PanelInput): PanelState {
  if (pendingAction) return { kind: 'pending', label: pendingAction === 'LIST' ? 'Listing pending' : 'Delist pending' };
  if (listing && recentlyInProgress(listing, now)) return { kind: 'pending', label: listing.status === 'LISTING' ? 'Listing pending' : 'Delist pending' };
  if (listing && (listing.live || listing.status === 'DELISTING')) return { kind: 'settled' };
  if (!ebayAuthorized) return { kind: 'not-listed', offer: 'authorize' };
  if (!pricingReady) return { kind: 'not-listed', offer: 'awaiting-pricing' };
  return { kind: 'not-listed', offer: 'list' };
}

/** Spec 001 §5: the listing view's alerts (one item); other refusals show the server's message. */
export function singleRefusalText(kind: string, serverMessage: string): string {
  if (kind === 'EbayReauthorizationNeededError') return 'You need to reauthorize your eBay account before you can list on eBay';
  if (kind === 'PlanLimitReachedError')
    return 'You do not have enough ebay listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.';
  return serverMessage || 'Something went wrong.';
}
