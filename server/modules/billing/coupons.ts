// Coupon codes a seller types on Account & Payment (stripe/apply-coupon/{coupon}).
import { StripeApiError, type Coupon, type PromotionCode } from '../../integrations/stripe/index.ts';
import { ApplyCouponFailedError, CouponNotAppliedError } from './billing.errors.ts';
import { requireStripe, withBillingLock, type BillingDeps } from './deps.ts';
import { isInternalCoupon } from './stripe-catalogue.ts';
import { LIVE_STATUSES, saveSubscription } from './subscription-rows.ts';

/**
 * A code is a Stripe promotion code (what support creates for campaigns) or a coupon id; our own
 * coupons (`lb_…`) cannot be typed in. It goes on each of the seller's live plan subscriptions,
 * replacing their current discount: Stripe puts one discount on a subscription, and customer-level
 * discounts are avoided on purpose because they would also reduce AI-credit charges.
 */
export async function applyCoupon(deps: BillingDeps, userId: string, rawCode: string) {
  const code = rawCode.trim();
  if (!code || code.length > 200 || isInternalCoupon(code)) throw new CouponNotAppliedError('That coupon code is not valid.');
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    const subs = await deps.prisma.subscription.findMany({ where: { userId, status: { in: LIVE_STATUSES } } });
    let promo: PromotionCode | null = null;
    let coupon: Coupon | null = null;
    try {
      promo = await stripe.findPromotionCode(code);
      if (!promo)
        coupon = await stripe.retrieveCoupon(code).catch((err) => {
          if (err instanceof StripeApiError && err.code === 'resource_missing') return null;
          throw err;
        });
    } catch (err) {
      deps.log.error({ err }, 'coupon lookup failed');
      throw new ApplyCouponFailedError();
    }
    if (!promo && !coupon) throw new CouponNotAppliedError('That coupon code is not valid.');
    if (coupon && !coupon.valid) throw new CouponNotAppliedError('That coupon has expired.');
    if (subs.length === 0) throw new CouponNotAppliedError('Subscribe to a plan first: coupons apply to your subscriptions.');
    const rows = [];
    for (const row of subs) {
      try {
        const sub = await stripe.applySubscriptionCoupon(row.stripeSubscriptionId, promo ? { promotionCodeId: promo.id } : { couponId: coupon!.id });
        rows.push(await saveSubscription(deps.prisma, sub));
      } catch (err) {
        // Stripe refusing this code (restricted, used up) is "not applied", not an outage.
        if (err instanceof StripeApiError && err.kind === 'invalid_request_error') throw new CouponNotAppliedError(err.message);
        deps.log.error({ err }, 'applying a coupon failed');
        throw err instanceof StripeApiError ? new ApplyCouponFailedError() : err;
      }
    }
    return rows.filter((r) => r !== null);
  });
}
