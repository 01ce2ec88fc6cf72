// What the listing view's OnBuy status panel shows (spec 001 §4 "OnBuy listing status", §5): a
// spinner while OnBuy lists or delists the item (with what it waits for), PUBLISHED with the seller
// SKU and 'Delist from OnBuy', else 'Not Listed' with 'List on OnBuy' (the listing finds or creates
// the item's OnBuy product when none was chosen). Pure, tested.

export const ONBUY_REAUTH_ALERT = 'You need to reauthorize your OnBuy account before you can list on OnBuy';
export const ONBUY_QUOTA_ALERT =
  'You do not have enough OnBuy listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.';
export const ONBUY_ACTION_FAILED = 'Sorry, there was an error. Please try again later.';

const IN_PROGRESS: Record<string, string> = { LISTING: 'Listing pending', DELISTING: 'Delist pending' };

export interface OnbuyPanelListing {
  readonly status: string;
  readonly sku: string | null | undefined;
  readonly lastError?: string | null;
}

export type OnbuyPanelState =
  /** `detail`: what the listing waits for (e.g. "Waiting in OnBuy's product queue"). */
  | { kind: 'pending'; label: string; detail?: string }
  | { kind: 'published'; sku: string }
  /**
   * `offer`: 'list' when OnBuy is authorised (without a chosen product the listing finds the item's
   * product by barcode or creates it); 'authorize' when OnBuy is not. 'choose' is no longer offered
   * on its own: the held-back message says when a product must be chosen.
   */
  | { kind: 'not-listed'; offer: 'list' | 'authorize' | 'choose' };

export function onbuyPanelState(input: {
  listing: OnbuyPanelListing | null | undefined;
  /** The OnBuy product code chosen or created for the item. */
  productCode: string | null | undefined;
  /** An OnBuy connection exists and OnBuy has not refused its keys. */
  authorized: boolean;
  /** An action started here whose answer has not arrived yet. */
  pendingAction: 'LIST' | 'DELIST' | null;
  sellerSku: string;
}): OnbuyPanelState {
  const { listing } = input;
  if (input.pendingAction) return { kind: 'pending', label: input.pendingAction === 'LIST' ? 'Listing pending' : 'Delist pending' };
  if (listing && IN_PROGRESS[listing.status])
    return { kind: 'pending', label: IN_PROGRESS[listing.status]!, ...(listing.lastError ? { detail: listing.lastError } : {}) };
  if (listing?.status === 'PUBLISHED') return { kind: 'published', sku: listing.sku || input.sellerSku };
  if (!input.authorized) return { kind: 'not-listed', offer: input.productCode?.trim() ? 'authorize' : 'choose' };
  return { kind: 'not-listed', offer: 'list' };
}

/** The alert of a refused action: OnBuy's two from spec 001 §5, the server's message for a validation, else the generic one. */
export function onbuyRefusalText(kind: string, message: string): string {
  if (kind === 'OnbuyAccountNeededError') return ONBUY_REAUTH_ALERT;
  if (kind === 'PlanLimitReachedError') return ONBUY_QUOTA_ALERT;
  if (kind === 'ListingValidationError' && message) return message;
  return ONBUY_ACTION_FAILED;
}
