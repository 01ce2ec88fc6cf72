// Multi-currency prices and coupons as Stripe has them: a price's `currency_options` gives its amount
// in other currencies (`currency_options[gbp][unit_amount]=5999`), a coupon's gives `amount_off` per
// currency; a subscription created with `currency=gbp` is charged in that option. Stripe returns
// `currency_options` only when it is expanded (`expand[]=currency_options`: an includable field).
import { invalidRequest } from '../errors.ts';
import { int, obj, oneOf, type Params } from '../params.ts';
import { clone, type Wire } from '../state.ts';

const CURRENCY = /^[a-z]{3}$/;

/**
 * A price's currency options after a create or update: those it had, its own currency (from
 * `unit_amount`), and the request's `currency_options[xxx][unit_amount]`.
 */
export function priceCurrencyOptions(p: Params, base: { currency: string; unit_amount: number; tax_behavior: string; currency_options?: Wire | null }): Wire {
  const out: Wire = { ...(base.currency_options ?? {}), [base.currency]: option(base.unit_amount, base.tax_behavior) };
  const given = obj(p, 'currency_options');
  if (!given) return out;
  for (const [raw, value] of Object.entries(given)) {
    const currency = raw.toLowerCase();
    const param = `currency_options[${raw}]`;
    if (!CURRENCY.test(currency)) throw invalidRequest(`Invalid currency: ${raw}.`, { param });
    const o = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Params;
    const amount = int(o, 'unit_amount', `${param}[unit_amount]`);
    if (amount === undefined)
      throw invalidRequest(`Missing required param: ${param}[unit_amount].`, { code: 'parameter_missing', param: `${param}[unit_amount]` });
    if (amount < 0) throw invalidRequest('This value must be greater than or equal to 0.', { param: `${param}[unit_amount]` });
    if (currency === base.currency && amount !== base.unit_amount) {
      throw invalidRequest(`The amount in ${param} must match the price's unit_amount for its own currency.`, { param: `${param}[unit_amount]` });
    }
    const taxBehavior = oneOf(o, 'tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const, `${param}[tax_behavior]`) ?? 'unspecified';
    out[currency] = option(amount, taxBehavior);
  }
  return out;
}

function option(amount: number, taxBehavior: string): Wire {
  return { custom_unit_amount: null, tax_behavior: taxBehavior, unit_amount: amount, unit_amount_decimal: String(amount) };
}

/** `currency_options[xxx][amount_off]` of a coupon (only with `amount_off`), the coupon's own currency included. */
export function couponCurrencyOptions(p: Params, base: { currency: string | null; amount_off: number | null }): Wire | undefined {
  const given = obj(p, 'currency_options');
  if (!given) return undefined;
  if (base.amount_off === null || !base.currency) {
    throw invalidRequest('currency_options can only be used with amount_off.', { param: 'currency_options' });
  }
  const out: Wire = { [base.currency]: { amount_off: base.amount_off } };
  for (const [raw, value] of Object.entries(given)) {
    const currency = raw.toLowerCase();
    const param = `currency_options[${raw}][amount_off]`;
    if (!CURRENCY.test(currency)) throw invalidRequest(`Invalid currency: ${raw}.`, { param: `currency_options[${raw}]` });
    const o = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Params;
    const amount = int(o, 'amount_off', param);
    if (amount === undefined) throw invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
    if (amount <= 0) throw invalidRequest('This value must be greater than 0.', { param });
    out[currency] = { amount_off: amount };
  }
  return out;
}

/** Whether a price can be charged in `currency` (its own, or one of its currency options). */
export function supportsCurrency(price: Wire, currency: string): boolean {
  return price.currency === currency || !!price.currency_options?.[currency];
}

/** The price's unit amount in `currency`. */
export function unitAmountIn(price: Wire, currency: string): number {
  if (price.currency === currency) return price.unit_amount;
  const o = price.currency_options?.[currency];
  if (!o) throw invalidRequest(`The price \`${price.id}\` has no amount in ${currency.toUpperCase()}.`, { param: 'currency' });
  return o.unit_amount;
}

/** A coupon's amount off in `currency`, or null when it has none there. */
export function amountOffIn(coupon: Wire, currency: string): number | null {
  if (coupon.amount_off === null) return null;
  if (coupon.currency === currency) return coupon.amount_off;
  return coupon.currency_options?.[currency]?.amount_off ?? null;
}

/**
 * The object as the API answers it: `currency_options` only when expanded (`at` is the expand path
 * that names it: 'currency_options' for one object, 'data.currency_options' in a list).
 */
export function withIncludables(body: Wire, expand: string[], at = 'currency_options'): Wire {
  if (expand.includes(at)) return body;
  if (body.object === 'list' && Array.isArray(body.data)) {
    return {
      ...body,
      data: body.data.map((d: Wire) =>
        withIncludables(
          d,
          expand.map((e) => e.replace(/^data\./, '')),
        ),
      ),
    };
  }
  if (!('currency_options' in body)) return body;
  const out = clone(body);
  delete out.currency_options;
  return out;
}
