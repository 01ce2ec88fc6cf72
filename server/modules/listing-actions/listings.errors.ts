import { AppError, errorClass } from '../../errors.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';

// Expected failures of the listing actions (list, revise, delist), with the spec's alert texts.

/**
 * The listing action's quota alert (spec 000 §8: 'You do not have enough eBay listings available to
 * list these items.'). A PlanLimitReachedError, so GraphQL returns it as that union member with
 * the plan's numbers; only the message is the action's.
 */
export class ListingQuotaError extends PlanLimitReachedError {
  /** `alert`: the channel's text (its registry entry's quotaAlert, else quotaAlertOf its name). */
  constructor(channel: string, alert: string, maxListings: number, liveListings: number) {
    super(channel.toLowerCase(), maxListings, liveListings);
    this.message = alert;
  }
}

/** 002 §8's quota alert with the way out (Shopify's); a channel whose spec says otherwise declares its own. */
export const quotaAlertOf = (channelName: string) =>
  `You do not have enough ${channelName} listings available to list these items. You can upgrade your plan in Settings -> Account & Payment.`;

/** Bad input to a listing action (no items, too many, an unknown revision kind). */
export class ListingValidationError extends errorClass(AppError, 'VALIDATION', (message: string) => message, 400) {}

/** A listing id (or channel listing id) that is not one of the seller's listings: the same 404 either way. */
export class ListingNotFoundError extends errorClass(AppError, 'LISTING_NOT_FOUND', 'No such eBay listing', 404) {}
