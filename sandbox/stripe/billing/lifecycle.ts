import { diff, emit, type EventSource } from '../events.ts';
import { clone, type State, type Wire } from '../state.ts';
import { unitAmountIn } from './currency-options.ts';
import { buildInvoice, chargeablePaymentMethod, finalize, pay, type LineInput } from './invoicing.ts';
import { addInterval, type Interval } from './periods.ts';
import type { StripeError } from '../errors.ts';

/** Subscription state changes shared by the API (create, update, cancel) and the clock. */
export function recurringOf(sub: Wire): { interval: Interval; count: number } {
  const r = sub.items.data[0].price.recurring;
  return { interval: r.interval, count: r.interval_count };
}

export function nextPeriodEnd(sub: Wire, start: number): number {
  const { interval, count } = recurringOf(sub);
  return addInterval(start, interval, count, sub.billing_cycle_anchor);
}

export function itemLines(sub: Wire, period: { start: number; end: number }): LineInput[] {
  return sub.items.data.map((item: Wire) => ({
    // In the subscription's currency: the price's own amount or its currency option.
    amount: unitAmountIn(item.price, sub.currency) * item.quantity,
    description: `${item.quantity} × ${item.price.nickname ?? item.price.product} (at ${(unitAmountIn(item.price, sub.currency) / 100).toFixed(2)} / ${item.price.recurring.interval})`,
    price: item.price,
    quantity: item.quantity,
    period,
    proration: false,
    subscriptionItem: item.id,
  }));
}

/** The discount an invoice uses: the subscription's, else the customer's. */
export function activeDiscount(state: State, sub: Wire): Wire | null {
  return sub.discount ?? state.customers.get(sub.customer)?.discount ?? null;
}

/**
 * Invoices `lines` for the subscription and charges them. Returns the charge error, if any.
 * A `once` coupon is used up by the first invoice it reduces, as Stripe does.
 */
export function invoiceSubscription(
  state: State,
  src: EventSource,
  sub: Wire,
  reason: string,
  lines: LineInput[],
  period: { start: number; end: number },
  charge = true,
): { invoice: Wire; error: StripeError | null } {
  const customer = state.customers.get(sub.customer) as Wire;
  const internals = state.subscriptionInternals.get(sub.id);
  const pending = internals?.pendingLines.splice(0) ?? [];
  const discount = activeDiscount(state, sub);
  const invoice = buildInvoice(state, {
    customer,
    subscription: sub,
    billingReason: reason,
    lines: [...(pending as LineInput[]), ...lines],
    discount,
    currency: sub.currency,
    period,
  });
  finalize(state, src, invoice, customer);
  sub.latest_invoice = invoice.id;
  if (discount && invoice.total_discount_amounts.length > 0 && discount.coupon.duration === 'once') {
    if (sub.discount?.id === discount.id) sub.discount = null;
    else customer.discount = null;
    emit(state, src, 'customer.discount.deleted', discount);
  }
  // payment_behavior=default_incomplete leaves the first invoice open for the customer to confirm.
  const error = charge ? pay(state, src, invoice, chargeablePaymentMethod(state, customer, sub)) : null;
  return { invoice, error };
}

/** Stripe's status after an invoice attempt: paid → active, failed → `failStatus`. */
export function settle(sub: Wire, error: StripeError | null, failStatus: 'incomplete' | 'past_due'): void {
  sub.status = error ? failStatus : 'active';
}

/** Emits customer.subscription.updated when anything changed since `before`. */
export function emitUpdated(state: State, src: EventSource, before: Wire, sub: Wire): void {
  const prev = diff(before, sub);
  if (Object.keys(prev).length > 0) emit(state, src, 'customer.subscription.updated', sub, prev);
}

export function cancelNow(state: State, src: EventSource, sub: Wire, at = state.now(), reason = 'cancellation_requested'): void {
  sub.status = 'canceled';
  sub.canceled_at ??= at;
  sub.ended_at = at;
  sub.cancellation_details.reason ??= reason;
  emit(state, src, 'customer.subscription.deleted', sub);
}

/** Trial over, or a period over: a new period starts at `at` and is invoiced. */
export function startNewPeriod(state: State, src: EventSource, sub: Wire, at: number): void {
  const before = clone(sub);
  const end = nextPeriodEnd(sub, at);
  sub.current_period_start = at;
  sub.current_period_end = end;
  const { error } = invoiceSubscription(state, src, sub, 'subscription_cycle', itemLines(sub, { start: at, end }), {
    start: before.current_period_start,
    end: at,
  });
  settle(sub, error, 'past_due');
  emitUpdated(state, src, before, sub);
}
