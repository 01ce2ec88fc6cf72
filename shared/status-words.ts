// The words sellers and admins read for every status code (issue 30): defined once, imported by the
// client screens and by the server (CSV exports, e-mails). No screen shows a raw code such as
// FAILED_TO_LIST or AUTHORIZED. Where the spec names a word it is the spec's ('Not Listed', 001 §4's
// 'LISTING PENDING' / 'DELIST PENDING' in sentence case, 002 §2.2's 'Published' / 'Unpublished').
// Pure and dependency-free: client/ and server/ may both import it.

/** No listing row on the channel (spec 000 §2). */
export const NOT_LISTED = 'Not Listed';

const LISTING_WORDS: Record<string, string> = {
  LISTING: 'Listing pending',
  LISTED: 'Listed',
  FAILED_TO_LIST: 'Failed to list',
  REVISING: 'Updating',
  REVISING_IMAGE: 'Updating images',
  REVISED: 'Listed',
  REVISED_PRICE: 'Listed',
  FAILED_TO_REVISE: 'Update failed',
  DELISTING: 'Delist pending',
  PUBLISHING: 'Publish pending',
  // OnBuy's live state (001 §4): on OnBuy, for the seller, it is simply listed.
  PUBLISHED: 'Listed',
  UNPUBLISHING: 'Unpublish pending',
  UNPUBLISHED: 'Unpublished',
};

/** A listing status in words ('FAILED_TO_LIST' → 'Failed to list'); no status → 'Not Listed'. */
export function listingStatusWord(status: string | null | undefined): string {
  if (!status) return NOT_LISTED;
  return LISTING_WORDS[status] ?? humanise(status);
}

/** Spec 002 §2.2's Shopify publication words, for a product the shop holds. */
export const PUBLISHED = 'Published';
export const UNPUBLISHED = 'Unpublished';

const CONNECTION_WORDS: Record<string, string> = {
  AUTHORIZED: 'Connected',
  NEEDS_REAUTH: 'Needs reauthorisation',
};

/** A connection status in words; no connection → 'Not connected'. */
export function connectionStatusWord(status: string | null | undefined): string {
  if (!status) return 'Not connected';
  return CONNECTION_WORDS[status] ?? humanise(status);
}

export const SALE_WORDS: Readonly<Record<string, string>> = {
  FULFILLED: 'Shipped',
  MCF_REQUESTED: 'Sent to Amazon',
  NEW: 'New',
  UNFULFILLABLE: 'Unfulfillable',
  CANCELLED: 'Cancelled',
  // Nothing of the sale went to Amazon: fulfilment was off when it arrived (e.g. an order placed before
  // the connection), or its lines are the seller's to ship. 'Not for Amazon' read as a contradiction
  // beside an FBA item (issue 30).
  SKIPPED: 'Not sent to Amazon',
};

/** A sale's fulfilment status in words. */
export function saleStatusWord(status: string | null | undefined): string {
  if (!status) return '—';
  return SALE_WORDS[status] ?? humanise(status);
}

const SUBSCRIPTION_WORDS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** A subscription status (Stripe's codes) in words. */
export function subscriptionStatusWord(status: string | null | undefined): string {
  if (!status) return '—';
  return SUBSCRIPTION_WORDS[status] ?? humanise(status);
}

const DELIVERY_WORDS: Record<string, string> = { SUCCEEDED: 'Delivered', FAILED: 'Failed', PENDING: 'Pending', RETRYING: 'Retrying' };

/** An outbound webhook delivery's status in words. */
export function deliveryStatusWord(status: string | null | undefined): string {
  if (!status) return '—';
  return DELIVERY_WORDS[status] ?? humanise(status);
}

/** Any other code: 'SOME_CODE' → 'Some code' (never the code itself). */
export function humanise(code: string): string {
  const t = code
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return t ? t[0]!.toUpperCase() + t.slice(1) : code;
}

/**
 * Status codes as they would leak onto a screen (upper case, whole words): what the route sweep
 * and the screen tests look for in a page's text.
 */
export const RAW_STATUS_CODE =
  /\b(?:FAILED_TO_LIST|FAILED_TO_REVISE|REVISING_IMAGE|REVISED_PRICE|LISTING PENDING|DELIST PENDING|PUBLISH PENDING|UNPUBLISH PENDING|AUTHORIZED|NEEDS_REAUTH|MCF_REQUESTED|UNFULFILLABLE|LISTED|PUBLISHED|UNPUBLISHED|DELISTING|UNPUBLISHING|PUBLISHING|REVISING|REVISED|SKIPPED)\b/;
