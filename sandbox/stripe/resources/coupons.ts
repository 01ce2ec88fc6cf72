import { couponCurrencyOptions, withIncludables } from '../billing/currency-options.ts';
import { refreshCoupon } from '../billing/discounts.ts';
import { invalidRequest, missingParam, noSuch } from '../errors.ts';
import { emit } from '../events.ts';
import { applyExpand } from '../expand.ts';
import { paginate } from '../list.ts';
import { bool, int, mergeMetadata, num, obj, oneOf, str, strArr, type Params } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type Wire } from '../state.ts';

/** Coupons (percent or amount off, once/repeating/forever) and the customer-facing promotion codes. */
function createCoupon(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const duration = oneOf(p, 'duration', ['once', 'repeating', 'forever'] as const) ?? 'once';
  const percentOff = num(p, 'percent_off');
  const amountOff = int(p, 'amount_off');
  const currency = str(p, 'currency')?.toLowerCase();
  if (percentOff === undefined && amountOff === undefined) {
    throw invalidRequest('Must provide either `amount_off` or `percent_off`.', { param: 'percent_off' });
  }
  if (percentOff !== undefined && amountOff !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: amount_off, percent_off.', { param: 'amount_off' });
  }
  if (percentOff !== undefined && !(percentOff > 0 && percentOff <= 100)) {
    throw invalidRequest('Percent off must be between 0 and 100.', { param: 'percent_off' });
  }
  if (amountOff !== undefined && !currency) throw missingParam('currency');
  const months = int(p, 'duration_in_months');
  if (duration === 'repeating' && months === undefined) throw missingParam('duration_in_months');
  const id = str(p, 'id') || state.id('', 8);
  if (state.coupons.has(id)) throw invalidRequest('Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
  const coupon: Wire = {
    id,
    object: 'coupon',
    amount_off: amountOff ?? null,
    created: state.now(),
    currency: amountOff !== undefined ? (currency ?? null) : null,
    duration,
    duration_in_months: duration === 'repeating' ? (months ?? null) : null,
    livemode: false,
    max_redemptions: int(p, 'max_redemptions') ?? null,
    metadata: mergeMetadata({}, p),
    name: str(p, 'name') || null,
    percent_off: percentOff ?? null,
    redeem_by: int(p, 'redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  };
  const options = couponCurrencyOptions(p, coupon as { currency: string | null; amount_off: number | null });
  if (options) coupon.currency_options = options;
  state.coupons.set(id, coupon);
  emit(state, ctx, 'coupon.created', withIncludables(coupon, []));
  return couponView(ctx, coupon);
}

/** A coupon as the API answers it: `currency_options` only when expanded. */
function couponView(ctx: Ctx, c: Wire): Wire {
  if (c.amount_off !== null && c.currency) c.currency_options ??= { [c.currency]: { amount_off: c.amount_off } };
  // A percent-off coupon has no currency options: expanding them answers the coupon without the field.
  const expand = strArr(ctx.params, 'expand');
  const others = { ...ctx.params, expand: expand.filter((e) => e !== 'currency_options') };
  return withIncludables(applyExpand(ctx.state, c, others), expand);
}

function getCoupon(ctx: Ctx, id: string): Wire {
  const c = ctx.state.coupons.get(id);
  if (!c) throw noSuch('coupon', id);
  return refreshCoupon(ctx.state, c);
}

function createPromotionCode(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  // 2023-08-16 takes `coupon`; newer API versions take `promotion[type]=coupon&promotion[coupon]=…`.
  const couponId = str(p, 'coupon') ?? str(obj(p, 'promotion') ?? {}, 'coupon', 'promotion[coupon]');
  if (!couponId) throw missingParam('coupon');
  const coupon = state.coupons.get(couponId);
  if (!coupon) throw noSuch('coupon', couponId, 'coupon');
  const code = str(p, 'code') || state.id('', 8).toUpperCase();
  const taken = [...state.promotionCodes.values()].some((x) => x.active && x.code.toLowerCase() === code.toLowerCase());
  if (taken) throw invalidRequest('An active promotion code with `code` already exists.', { code: 'resource_already_exists', param: 'code' });
  const r: Params = obj(p, 'restrictions') ?? {};
  const promo: Wire = {
    id: state.id('promo'),
    object: 'promotion_code',
    active: bool(p, 'active') ?? true,
    code,
    coupon: clone(coupon),
    created: state.now(),
    customer: str(p, 'customer') || null,
    expires_at: int(p, 'expires_at') ?? null,
    livemode: false,
    max_redemptions: int(p, 'max_redemptions') ?? null,
    metadata: mergeMetadata({}, p),
    restrictions: {
      first_time_transaction: bool(r, 'first_time_transaction', 'restrictions[first_time_transaction]') ?? false,
      minimum_amount: int(r, 'minimum_amount', 'restrictions[minimum_amount]') ?? null,
      minimum_amount_currency: str(r, 'minimum_amount_currency', 'restrictions[minimum_amount_currency]') ?? null,
    },
    times_redeemed: 0,
  };
  state.promotionCodes.set(promo.id, promo);
  emit(state, ctx, 'promotion_code.created', promo);
  return applyExpand(state, promo, p);
}

/** `GET /v1/promotion_codes?code=SPRING&active=true`: how a typed-in code is looked up. */
function listPromotionCodes(ctx: Ctx): Wire {
  const p = ctx.params;
  const code = str(p, 'code');
  const active = bool(p, 'active');
  const coupon = str(p, 'coupon');
  const customer = str(p, 'customer');
  const all = [...ctx.state.promotionCodes.values()].filter(
    (x) =>
      // Stripe matches codes case-insensitively.
      (code === undefined || x.code.toLowerCase() === code.toLowerCase()) &&
      (active === undefined || x.active === active) &&
      (coupon === undefined || x.coupon.id === coupon) &&
      (customer === undefined || x.customer === customer),
  );
  for (const x of all) x.coupon = clone(refreshCoupon(ctx.state, ctx.state.coupons.get(x.coupon.id) ?? x.coupon));
  return applyExpand(ctx.state, paginate(all, p, '/v1/promotion_codes'), p);
}

function getPromotionCode(ctx: Ctx, id: string): Wire {
  const x = ctx.state.promotionCodes.get(id);
  if (!x) throw noSuch('promotion code', id);
  return x;
}

export const couponRoutes = [
  route('POST', '/v1/coupons', createCoupon),
  route('GET', '/v1/coupons', (ctx) =>
    applyExpand(
      ctx.state,
      paginate(
        [...ctx.state.coupons.values()].map((c) => withIncludables(refreshCoupon(ctx.state, c), [])),
        ctx.params,
        '/v1/coupons',
      ),
      ctx.params,
    ),
  ),
  route('GET', '/v1/coupons/:id', (ctx, [id]) => couponView(ctx, getCoupon(ctx, id ?? ''))),
  route('POST', '/v1/coupons/:id', (ctx, [id]) => {
    const c = getCoupon(ctx, id ?? '');
    const name = str(ctx.params, 'name');
    if (name !== undefined) c.name = name || null;
    c.metadata = mergeMetadata(c.metadata, ctx.params);
    // An amount-off coupon may gain currencies after it was made.
    const options = couponCurrencyOptions(ctx.params, c as { currency: string | null; amount_off: number | null });
    if (options) c.currency_options = { ...(c.currency_options ?? {}), ...options };
    emit(ctx.state, ctx, 'coupon.updated', withIncludables(c, []));
    return couponView(ctx, c);
  }),
  route('DELETE', '/v1/coupons/:id', (ctx, [id]) => {
    const c = getCoupon(ctx, id ?? '');
    ctx.state.coupons.delete(c.id);
    emit(ctx.state, ctx, 'coupon.deleted', c);
    return { id: c.id, object: 'coupon', deleted: true };
  }),
  route('POST', '/v1/promotion_codes', createPromotionCode),
  route('GET', '/v1/promotion_codes', listPromotionCodes),
  route('GET', '/v1/promotion_codes/:id', (ctx, [id]) => applyExpand(ctx.state, getPromotionCode(ctx, id ?? ''), ctx.params)),
  route('POST', '/v1/promotion_codes/:id', (ctx, [id]) => {
    const x = getPromotionCode(ctx, id ?? '');
    const active = bool(ctx.params, 'active');
    if (active !== undefined) x.active = active;
    x.metadata = mergeMetadata(x.metadata, ctx.params);
    emit(ctx.state, ctx, 'promotion_code.updated', x);
    return applyExpand(ctx.state, x, ctx.params);
  }),
];
