import { AppError, errorClass } from '../../errors.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';

// Expected failures of the listing actions (list, revise, delist), with the spec's alert texts.

/** Spec 000 §8: no eBay connection (or not an oauth one). */
export class EbayNotAuthorizedError extends errorClass(
  AppError,
  'EBAY_NOT_AUTHORIZED',
  'You must authorize eBay in settings -> linked platforms before you can list items.',
  409,
) {}

/** Spec 000 §8 / 002 §8: no Shopify connection. */
export class ShopifyNotAuthorizedError extends errorClass(
  AppError,
  'SHOPIFY_NOT_AUTHORIZED',
  'You must authorize Shopify in settings -> linked platforms before you can list items.',
  409,
) {}

/** Spec 001 §5: eBay refused the stored authorisation; the connection is marked NEEDS_REAUTH. */
export class EbayReauthorizationNeededError extends errorClass(
  AppError,
  'EBAY_NEEDS_REAUTH',
  'You need to reauthorize your eBay account before you can list on eBay',
  409,
) {}

/**
 * The listing action's quota alert (spec 000 §8: 'You do not have enough eBay listings available to
 * list these items.'). A PlanLimitReachedError, so GraphQL returns it as that union member with
 * the plan's numbers; only the message is the action's.
 */
export class ListingQuotaError extends PlanLimitReachedError {
  /** `channelName`: the registry entry's name ("eBay"). */
  constructor(channel: string, channelName: string, maxListings: number, liveListings: number) {
    super(channel.toLowerCase(), maxListings, liveListings);
    // 002 §8 gives Shopify's alert with the way out; eBay's (000 §8) is the sentence alone.
    const upgrade = channel === 'EBAY' ? '' : ' You can upgrade your plan in Settings -> Account & Payment.';
    this.message = `You do not have enough ${channelName} listings available to list these items.${upgrade}`;
  }
}

/** Bad input to a listing action (no items, too many, an unknown revision kind). */
export class ListingValidationError extends errorClass(AppError, 'VALIDATION', (message: string) => message, 400) {}

/** A listing id (or channel listing id) that is not one of the seller's listings: the same 404 either way. */
export class ListingNotFoundError extends errorClass(AppError, 'LISTING_NOT_FOUND', 'No such eBay listing', 404) {}

/**
 * Spec 001 §5's OnBuy quota alert (the status panel lists one item): 'You do not have enough OnBuy
 * listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.'
 */
export class OnbuyListingQuotaError extends PlanLimitReachedError {
  constructor(maxListings: number, liveListings: number) {
    super('onbuy', maxListings, liveListings);
    this.message = 'You do not have enough OnBuy listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.';
  }
}
