import { amountOffIn } from './currency-options.ts';
import { invalidRequest, noSuch } from '../errors.ts';
import { arr, str, type Params } from '../params.ts';
import { clone, type State, type Wire } from '../state.ts';
import { addMonths } from './periods.ts';

/**
 * Coupons and promotion codes turned into a `discount` on a customer or subscription, and the
 * amount a discount takes off an invoice. API 2023-08-16 takes `coupon` / `promotion_code`;
 * newer versions take `discounts[0][coupon|promotion_code]`: both are accepted.
 */
export function refreshCoupon(state: State, coupon: Wire): Wire {
  const expired = coupon.redeem_by !== null && state.now() > coupon.redeem_by;
  const exhausted = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
  coupon.valid = !expired && !exhausted;
  return coupon;
}

function redeemableCoupon(state: State, id: string, param: string): Wire {
  const coupon = state.coupons.get(id);
  if (!coupon) throw noSuch('coupon', id, param);
  if (!refreshCoupon(state, coupon).valid) throw invalidRequest(`Coupon expired: ${id}`, { code: 'coupon_expired', param });
  return coupon;
}

function redeemablePromotionCode(state: State, id: string, customerId: string, param: string): Wire {
  const promo = state.promotionCodes.get(id);
  if (!promo) throw noSuch('promotion code', id, param);
  const now = state.now();
  const refuse = (why: string) => invalidRequest(`This promotion code cannot be redeemed because ${why}.`, { param });
  if (!promo.active) throw refuse('it is inactive');
  if (promo.expires_at !== null && now > promo.expires_at) throw refuse('it has expired');
  if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions) throw refuse('it has reached its maximum number of redemptions');
  if (promo.customer !== null && promo.customer !== customerId) throw refuse('it is restricted to another customer');
  if (promo.restrictions.first_time_transaction) {
    const paidBefore = [...state.invoices.values()].some((i) => i.customer === customerId && i.amount_paid > 0);
    if (paidBefore) throw refuse('it is only valid for first-time transactions');
  }
  redeemableCoupon(state, promo.coupon.id, param);
  return promo;
}

interface Target {
  customer: string;
  subscription: string | null;
}

/** Reads the discount parameters; null when none were given. Counts the redemption. */
export function discountFromParams(state: State, p: Params, target: Target): Wire | null {
  let couponId = str(p, 'coupon');
  let promoId = str(p, 'promotion_code');
  let couponParam = 'coupon';
  let promoParam = 'promotion_code';
  const list = arr(p, 'discounts');
  const first = list?.[0];
  if (first && typeof first === 'object' && !Array.isArray(first)) {
    if (typeof first.coupon === 'string') [couponId, couponParam] = [first.coupon, 'discounts[0][coupon]'];
    if (typeof first.promotion_code === 'string') [promoId, promoParam] = [first.promotion_code, 'discounts[0][promotion_code]'];
  }
  if (!couponId && !promoId) return null;
  const promo = promoId ? redeemablePromotionCode(state, promoId, target.customer, promoParam) : null;
  const coupon = promo ? (state.coupons.get(promo.coupon.id) as Wire) : redeemableCoupon(state, couponId ?? '', couponParam);
  const now = state.now();
  coupon.times_redeemed += 1;
  refreshCoupon(state, coupon);
  if (promo) {
    promo.times_redeemed += 1;
    promo.coupon = clone(coupon);
  }
  return {
    id: state.id('di'),
    object: 'discount',
    checkout_session: null,
    coupon: clone(coupon),
    customer: target.customer,
    end: coupon.duration === 'repeating' ? addMonths(now, coupon.duration_in_months) : null,
    invoice: null,
    invoice_item: null,
    promotion_code: promo ? promo.id : null,
    start: now,
    subscription: target.subscription,
  };
}

/** What the discount takes off a subtotal at `at`; 0 once a repeating discount has ended. */
export function discountAmount(discount: Wire | null, subtotal: number, currency: string, at: number): number {
  if (!discount || subtotal <= 0) return 0;
  if (discount.end !== null && at >= discount.end) return 0;
  const c = discount.coupon;
  if (c.percent_off !== null) return Math.round((subtotal * c.percent_off) / 100);
  const off = amountOffIn(c, currency);
  if (off !== null) return Math.min(subtotal, off);
  return 0;
}
