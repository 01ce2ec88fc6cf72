import { AppError, errorClass } from '../../errors.ts';
import { channelBySlug } from '../../../shared/channels.ts';

// Expected failures of billing: a stable code, the spec's message (002 §2.8, §8), an HTTP status.
// Card field messages are the accounts module's ValidationError (one shape for every form).

/** 'ebay' → 'eBay' (shared/channels.ts names them); another code shows as itself. */
export const channelName = (channel: string) => channelBySlug(channel)?.name ?? channel;

export class BillingError extends AppError {}

/** Stripe refused the card: its own message ("Your card was declined.") is what the seller sees. */
export class CardDeclinedError extends BillingError {
  constructor(
    message: string,
    readonly declineCode: string | null,
  ) {
    super('CARD_DECLINED', message, 402);
  }
  // The legacy client shows `error` as the form's title and Stripe's text below it.
  override restFields() {
    return { code: this.code, decline_code: this.declineCode, error: 'Error updating payment info' };
  }
}
/**
 * A card number sent to our server (legacy REST clients): refused, as Stripe refuses them from
 * servers; the card belongs in Stripe.js, which gives the payment method id to send instead.
 */
export class RawCardRefusedError extends errorClass(
  BillingError,
  'RAW_CARD_REFUSED',
  'Card numbers are not accepted: enter the card with Stripe.js (Stripe Elements) and send its payment method as { "payment_method_id": "pm_…" }.',
  400,
) {}
/** Saving the card failed for another reason than the card itself. */
export class PaymentUpdateFailedError extends errorClass(BillingError, 'PAYMENT_UPDATE_FAILED', 'Error updating payment info', 502) {}
export class PaymentMethodRequiredError extends errorClass(BillingError, 'PAYMENT_METHOD_REQUIRED', 'Add a payment method to continue', 400) {}
export class PlanNotSelectedError extends errorClass(BillingError, 'PLAN_NOT_SELECTED', 'Please select a plan', 400) {}
export class InvalidPlanError extends errorClass(BillingError, 'INVALID_PLAN', (planId: string) => `The plan ${planId} is not available`, 400) {}
export class NoSubscriptionError extends errorClass(
  BillingError,
  'NO_SUBSCRIPTION',
  (channel: string) => `You have no ${channelName(channel)} subscription`,
  404,
) {}
export class CouponNotAppliedError extends BillingError {
  constructor(readonly reason: string) {
    super('COUPON_NOT_APPLIED', 'Coupon not applied', 400);
  }
  override restFields() {
    return { code: this.code, reason: this.reason };
  }
}
export class ApplyCouponFailedError extends errorClass(BillingError, 'APPLY_COUPON_FAILED', 'Error applying coupon', 502) {}
export class CouponRedemptionFailedError extends BillingError {
  constructor(readonly reason: string) {
    super('COUPON_REDEMPTION_FAILED', 'Coupon redemption failed!', 400);
  }
  override restFields() {
    return { code: this.code, reason: this.reason };
  }
}
/** Stripe is not configured, unreachable or failing: nothing was charged or changed. */
export class BillingUnavailableError extends errorClass(
  BillingError,
  'BILLING_UNAVAILABLE',
  'Billing is not available right now. Please try again later.',
  503,
) {}
export class NoPlanError extends BillingError {
  constructor(readonly channel: string) {
    super('NO_PLAN', `Subscribe to a plan to list on ${channelName(channel)}`, 402);
  }
}
/** Spec 002 §2.13's wording for a quota that would be exceeded. */
export class PlanLimitReachedError extends BillingError {
  constructor(
    readonly channel: string,
    readonly maxListings: number,
    readonly liveListings: number,
  ) {
    super(
      'PLAN_LIMIT_REACHED',
      `You have reached the maximum number of ${channelName(channel)} listings allowed. Please delete some listings or upgrade your account.`,
      402,
    );
  }
}
export class UnknownRefreshKeyError extends errorClass(
  BillingError,
  'UNKNOWN_REFRESH_KEY',
  (key: string) => `Unknown refresh key: ${key} (use customer, subscriptions or all)`,
  400,
) {}
