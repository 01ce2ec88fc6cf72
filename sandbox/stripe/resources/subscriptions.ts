import { supportsCurrency } from '../billing/currency-options.ts';
import { discountFromParams } from '../billing/discounts.ts';
import { chargeablePaymentMethod, chargeOutcome } from '../billing/invoicing.ts';
import { processSubscription } from '../billing/clock.ts';
import { cancelNow, emitUpdated, invoiceSubscription, itemLines, nextPeriodEnd, settle } from '../billing/lifecycle.ts';
import { invalidRequest, missingParam, noSuch } from '../errors.ts';
import { emit } from '../events.ts';
import { applyExpand } from '../expand.ts';
import { paginate } from '../list.ts';
import { arr, bool, int, mergeMetadata, obj, oneOf, str, timestampOrNow, type Params } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type State, type Wire } from '../state.ts';
import { getCustomer } from './customers.ts';
import { changeItems } from './subscription-items.ts';
import { newItem, recurringPrice } from './subscription-parts.ts';

const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'] as const;

/** The payment method must belong to the customer, as Stripe insists. */
function ownPaymentMethod(state: State, customerId: string, p: Params): string | null | undefined {
  const id = str(p, 'default_payment_method');
  if (id === undefined) return undefined;
  if (id === '') return null;
  const pm = state.paymentMethods.get(id);
  if (!pm || pm.customer !== customerId) {
    throw invalidRequest(`The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`, {
      code: 'resource_missing',
      param: 'default_payment_method',
    });
  }
  return id;
}

function trialEndFrom(p: Params, now: number): number | null {
  const end = timestampOrNow(p, 'trial_end', now);
  if (end === 'now') return null;
  if (end !== undefined) return end;
  const days = int(p, 'trial_period_days');
  if (days === undefined || days === 0) return null;
  if (days < 0 || days > 730) throw invalidRequest('Trial period days must be between 0 and 730.', { param: 'trial_period_days' });
  return now + days * 86_400;
}

function create(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const customerId = str(p, 'customer');
  if (!customerId) throw missingParam('customer');
  const customer = getCustomer(state, customerId);
  const items = arr(p, 'items');
  if (!items || items.length === 0) throw missingParam('items');
  const id = state.id('sub');
  const now = state.now();
  const subItems = items.map((raw, i) => {
    const it = (typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Params;
    const priceId = str(it, 'price', `items[${i}][price]`);
    if (!priceId) throw missingParam(`items[${i}][price]`);
    const price = recurringPrice(state, priceId, `items[${i}][price]`);
    return newItem(state, id, price, int(it, 'quantity', `items[${i}][quantity]`) ?? 1, mergeMetadata({}, it));
  });
  const first = (subItems[0] as Wire).price;
  // `currency`: one of the prices' currency options (multi-currency prices); else the first price's own.
  const currency = str(p, 'currency')?.toLowerCase() || first.currency;
  const unsupported = subItems.find((it) => !supportsCurrency(it.price, currency));
  if (unsupported && str(p, 'currency')) {
    throw invalidRequest(`The price \`${unsupported.price.id}\` does not support the currency \`${currency}\`.`, { param: 'currency' });
  }
  if (
    unsupported ||
    subItems.some((it) => it.price.recurring.interval !== first.recurring.interval || it.price.recurring.interval_count !== first.recurring.interval_count)
  ) {
    throw invalidRequest('Currency and interval fields must match across all prices on a subscription.', { param: 'items' });
  }
  // A customer pays in one currency: Stripe refuses a second one.
  if (customer.currency && customer.currency !== currency) {
    throw invalidRequest(
      `You cannot combine currencies on a single customer. This customer has an active subscription, subscription schedule, discount, quote, or invoice item with currency ${customer.currency}.`,
      { param: 'currency' },
    );
  }
  const behavior = oneOf(p, 'payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const trialEnd = trialEndFrom(p, now);
  const defaultPm = ownPaymentMethod(state, customer.id, p) ?? null;
  const sub: Wire = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false },
    billing_cycle_anchor: trialEnd ?? now,
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency,
    current_period_end: 0,
    current_period_start: now,
    customer: customer.id,
    days_until_due: null,
    default_payment_method: defaultPm,
    default_source: null,
    default_tax_rates: [],
    description: str(p, 'description') || null,
    discount: null,
    ended_at: null,
    items: { object: 'list', data: subItems, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, p),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? now : null,
  };
  sub.current_period_end = trialEnd ?? nextPeriodEnd(sub, now);
  const lines = trialEnd
    ? itemLines(sub, { start: now, end: trialEnd }).map((l) => ({ ...l, amount: 0, description: `Trial period for ${l.price?.nickname ?? l.price?.product}` }))
    : itemLines(sub, { start: now, end: sub.current_period_end });
  // error_if_incomplete refuses before anything exists, so a decline leaves no trace.
  if (behavior === 'error_if_incomplete') {
    const due = lines.reduce((s, l) => s + l.amount, 0);
    const err = chargeOutcome(state, chargeablePaymentMethod(state, customer, sub), due);
    if (err) throw err;
  }
  sub.discount = discountFromParams(state, p, { customer: customer.id, subscription: id });
  sub.cancel_at_period_end = bool(p, 'cancel_at_period_end') ?? false;
  if (sub.cancel_at_period_end) [sub.cancel_at, sub.canceled_at] = [sub.current_period_end, now];
  state.subscriptions.set(id, sub);
  state.subscriptionInternals.set(id, { trialWillEndSent: false, pendingLines: [], incompleteSince: null });
  customer.currency ??= sub.currency;
  if (sub.discount) emit(state, ctx, 'customer.discount.created', sub.discount);
  if (behavior === 'default_incomplete' && !trialEnd) {
    // The first invoice waits for the customer to confirm payment (Stripe.js).
    const { invoice, error } = invoiceSubscription(state, ctx, sub, 'subscription_create', lines, { start: now, end: now }, invoiceIsFree(lines));
    sub.status = invoice.status === 'paid' && !error ? 'active' : 'incomplete';
  } else {
    const { error } = invoiceSubscription(state, ctx, sub, 'subscription_create', lines, { start: now, end: now });
    if (trialEnd) sub.status = 'trialing';
    else settle(sub, error, 'incomplete');
  }
  if (sub.status === 'incomplete') (state.subscriptionInternals.get(id) as { incompleteSince: number | null }).incompleteSince = now;
  emit(state, ctx, 'customer.subscription.created', sub);
  processSubscription(state, sub);
  return applyExpand(state, sub, p);
}

function invoiceIsFree(lines: { amount: number }[]): boolean {
  return lines.reduce((s, l) => s + l.amount, 0) <= 0;
}

export function getSubscription(state: State, id: string): Wire {
  const sub = state.subscriptions.get(id);
  if (!sub) throw noSuch('subscription', id);
  return sub;
}

function update(ctx: Ctx, [id]: string[]): Wire {
  const { state, params: p } = ctx;
  const sub = getSubscription(state, id ?? '');
  const before = clone(sub);
  const now = state.now();
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
    const allowed = new Set(['metadata', 'cancellation_details', 'expand']);
    if (Object.keys(p).some((k) => !allowed.has(k))) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', { code: 'resource_missing' });
    }
  }
  const pm = ownPaymentMethod(state, sub.customer, p);
  if (pm !== undefined) sub.default_payment_method = pm;
  sub.metadata = mergeMetadata(sub.metadata, p);
  const description = str(p, 'description');
  if (description !== undefined) sub.description = description || null;
  const details = obj(p, 'cancellation_details');
  if (details) {
    sub.cancellation_details.comment = str(details, 'comment', 'cancellation_details[comment]') || null;
    sub.cancellation_details.feedback = str(details, 'feedback', 'cancellation_details[feedback]') || null;
  }
  const atPeriodEnd = bool(p, 'cancel_at_period_end');
  if (atPeriodEnd !== undefined) {
    sub.cancel_at_period_end = atPeriodEnd;
    sub.cancel_at = atPeriodEnd ? sub.current_period_end : null;
    sub.canceled_at = atPeriodEnd ? now : null;
    sub.cancellation_details.reason = atPeriodEnd ? 'cancellation_requested' : null;
  }
  if (str(p, 'coupon') === '' || p.discounts === '') sub.discount = null;
  const discount = discountFromParams(state, p, { customer: sub.customer, subscription: sub.id });
  if (discount) {
    sub.discount = discount;
    emit(state, ctx, 'customer.discount.created', discount);
  }
  if (arr(p, 'items')) changeItems(ctx, sub);
  const trialEnd = timestampOrNow(p, 'trial_end', now);
  if (trialEnd === 'now' && sub.status === 'trialing') sub.trial_end = now;
  else if (typeof trialEnd === 'number') {
    [sub.trial_end, sub.current_period_end, sub.status] = [trialEnd, trialEnd, 'trialing'];
    sub.trial_start ??= now;
  }
  emitUpdated(state, ctx, before, sub);
  processSubscription(state, sub);
  return applyExpand(state, sub, p);
}

function cancel(ctx: Ctx, [id]: string[]): Wire {
  const sub = getSubscription(ctx.state, id ?? '');
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
    throw invalidRequest(`No such subscription: '${sub.id}'`, { code: 'resource_missing', status: 404, param: 'id' });
  }
  const details = obj(ctx.params, 'cancellation_details');
  if (details) {
    sub.cancellation_details.comment = str(details, 'comment') || null;
    sub.cancellation_details.feedback = str(details, 'feedback') || null;
  }
  // prorate: credit the unused, paid part of the period; invoice_now: invoice it (and anything
  // pending) at once, so the credit lands on the customer's balance (Stripe's DELETE parameters).
  const now = ctx.state.now();
  const internals = ctx.state.subscriptionInternals.get(sub.id);
  if (bool(ctx.params, 'prorate') && sub.status !== 'trialing' && sub.current_period_end > now) {
    const fraction = (sub.current_period_end - now) / Math.max(1, sub.current_period_end - sub.current_period_start);
    for (const line of itemLines(sub, { start: now, end: sub.current_period_end })) {
      internals?.pendingLines.push({
        ...line,
        amount: -Math.round(line.amount * fraction),
        description: `Unused time on ${line.price?.nickname ?? line.price?.product} after ${new Date(now * 1000).toISOString().slice(0, 10)}`,
        proration: true,
        subscriptionItem: null,
      });
    }
  }
  if (bool(ctx.params, 'invoice_now') && (internals?.pendingLines.length ?? 0) > 0) {
    invoiceSubscription(ctx.state, ctx, sub, 'subscription_cycle', [], { start: sub.current_period_start, end: now });
  }
  cancelNow(ctx.state, ctx, sub);
  return applyExpand(ctx.state, sub, ctx.params);
}

function list(ctx: Ctx): Wire {
  const p = ctx.params;
  const customer = str(p, 'customer');
  const price = str(p, 'price');
  const status = str(p, 'status');
  const all = [...ctx.state.subscriptions.values()].filter(
    (s) =>
      (customer === undefined || s.customer === customer) &&
      (price === undefined || s.items.data.some((i: Wire) => i.price.id === price)) &&
      // Without a status filter Stripe leaves canceled subscriptions out.
      (status === 'all' || (status === undefined ? s.status !== 'canceled' && s.status !== 'incomplete_expired' : s.status === status)),
  );
  return applyExpand(ctx.state, paginate(all, p, '/v1/subscriptions'), p);
}

function deleteDiscount(ctx: Ctx, [id]: string[]): Wire {
  const sub = getSubscription(ctx.state, id ?? '');
  const d = sub.discount;
  if (!d) throw invalidRequest(`No active discount for subscription: '${sub.id}'`, { code: 'resource_missing', status: 404 });
  const before = clone(sub);
  sub.discount = null;
  emit(ctx.state, ctx, 'customer.discount.deleted', d);
  emitUpdated(ctx.state, ctx, before, sub);
  return {
    id: d.id,
    object: 'discount',
    deleted: true,
    checkout_session: null,
    coupon: d.coupon,
    customer: d.customer,
    invoice: null,
    invoice_item: null,
    promotion_code: d.promotion_code,
    start: d.start,
    subscription: sub.id,
  };
}

export const subscriptionRoutes = [
  route('POST', '/v1/subscriptions', create),
  route('GET', '/v1/subscriptions', list),
  route('GET', '/v1/subscriptions/:id', (ctx, [id]) => applyExpand(ctx.state, getSubscription(ctx.state, id ?? ''), ctx.params)),
  route('POST', '/v1/subscriptions/:id', update),
  route('DELETE', '/v1/subscriptions/:id', cancel),
  route('DELETE', '/v1/subscriptions/:id/discount', deleteDiscount),
];
