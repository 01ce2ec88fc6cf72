import { cardDecline } from '../cards.ts';
import { supportsCurrency, unitAmountIn } from './currency-options.ts';
import { invalidRequest, type StripeError } from '../errors.ts';
import { emit, type EventSource } from '../events.ts';
import { clone, type State, type Wire } from '../state.ts';
import { discountAmount } from './discounts.ts';

/**
 * Subscription invoices: built from lines, finalized at once (Stripe finalizes the first invoice
 * immediately and renewals about an hour later; the sandbox does not wait), then charged to the
 * subscription's or the customer's default card. A declining card leaves the invoice open.
 */
export interface LineInput {
  amount: number;
  description: string;
  price: Wire | null;
  quantity: number | null;
  period: { start: number; end: number };
  proration: boolean;
  subscriptionItem: string | null;
}

export function line(state: State, input: LineInput, currency: string, subscription: string | null): Wire {
  return {
    id: input.proration ? state.id('il') : state.id('sli', 14),
    object: 'line_item',
    amount: input.amount,
    amount_excluding_tax: input.amount,
    currency,
    description: input.description,
    discount_amounts: [],
    discountable: !input.proration,
    discounts: [],
    invoice_item: input.proration ? state.id('ii') : undefined,
    livemode: false,
    metadata: {},
    period: input.period,
    price: input.price ? clone(input.price) : null,
    proration: input.proration,
    proration_details: { credited_items: null },
    quantity: input.quantity,
    subscription,
    subscription_item: input.subscriptionItem ?? undefined,
    tax_amounts: [],
    tax_rates: [],
    type: input.proration ? 'invoiceitem' : 'subscription',
    unit_amount_excluding_tax: input.price && supportsCurrency(input.price, currency) ? String(unitAmountIn(input.price, currency)) : null,
  };
}

interface Draft {
  customer: Wire;
  subscription: Wire | null;
  billingReason: string;
  lines: LineInput[];
  discount: Wire | null;
  currency: string;
  period: { start: number; end: number };
}

/** An invoice object; `preview` builds the upcoming invoice, which has no id and is not stored. */
export function buildInvoice(state: State, d: Draft, preview = false): Wire {
  const now = state.now();
  const subId = d.subscription?.id ?? null;
  const id = preview ? undefined : state.id('in');
  const lines = d.lines.map((l) => line(state, l, d.currency, subId));
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const discountable = lines.filter((l) => l.discountable).reduce((s, l) => s + l.amount, 0);
  const off = discountAmount(d.discount, discountable, d.currency, now);
  if (off > 0 && d.discount) {
    // Spread the discount over discountable lines, remainder on the first, as Stripe reports it.
    let left = off;
    for (const l of lines.filter((x) => x.discountable)) {
      const share = Math.min(left, Math.round((off * l.amount) / Math.max(discountable, 1)));
      l.discount_amounts = [{ amount: share, discount: d.discount.id }];
      left -= share;
    }
    const firstDiscountable = lines.find((x) => x.discountable);
    if (left !== 0 && firstDiscountable) firstDiscountable.discount_amounts[0].amount += left;
  }
  const total = subtotal - off;
  const amountDue = Math.max(0, total - creditApplied(d.customer.balance, total));
  const c = d.customer;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'ListBridge (Stripe sandbox)',
    account_tax_ids: null,
    amount_due: amountDue,
    amount_paid: 0,
    amount_remaining: amountDue,
    amount_shipping: 0,
    application: null,
    application_fee_amount: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: !preview,
    automatic_tax: { enabled: false, status: null },
    billing_reason: preview ? 'upcoming' : d.billingReason,
    charge: null,
    collection_method: 'charge_automatically',
    created: now,
    currency: d.currency,
    custom_fields: null,
    customer: c.id,
    customer_address: null,
    customer_email: c.email,
    customer_name: c.name,
    customer_phone: c.phone,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discount: off > 0 ? clone(d.discount) : null,
    discounts: off > 0 && d.discount ? [d.discount.id] : [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: id ? `/v1/invoices/${id}/lines` : '/v1/invoices/upcoming/lines' },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    paid: false,
    paid_out_of_band: false,
    payment_intent: null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: d.period.end,
    period_start: d.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    quote: null,
    receipt_number: null,
    rendering_options: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: c.balance,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subscription: subId,
    subscription_details: { metadata: d.subscription ? clone(d.subscription.metadata) : null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    tax: null,
    test_clock: null,
    total,
    total_discount_amounts: off > 0 && d.discount ? [{ amount: off, discount: d.discount.id }] : [],
    total_excluding_tax: total,
    total_tax_amounts: [],
    transfer_data: null,
    webhooks_delivered_at: null,
  };
}

/** Customer credit (a negative balance) pays what it can of a positive total. */
function creditApplied(balance: number, total: number): number {
  return total > 0 ? Math.min(total, Math.max(0, -balance)) : 0;
}

/** Stores the draft, finalizes it (number, `open`) and applies customer credit. */
export function finalize(state: State, source: EventSource, invoice: Wire, customer: Wire): void {
  const now = state.now();
  state.invoices.set(invoice.id, invoice);
  emit(state, source, 'invoice.created', invoice);
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  // A negative total (a downgrade credited with always_invoice) becomes customer credit.
  customer.balance += creditApplied(customer.balance, invoice.total) + Math.min(invoice.total, 0);
  invoice.ending_balance = customer.balance;
  invoice.status = 'open';
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.webhooks_delivered_at = now;
  invoice.hosted_invoice_url = `https://invoice.stripe.com/i/sandbox/${invoice.id}`;
  invoice.invoice_pdf = `https://pay.stripe.com/invoice/sandbox/${invoice.id}/pdf`;
  emit(state, source, 'invoice.finalized', invoice);
}

/** The payment method an invoice is charged to: the subscription's, else the customer's default. */
export function chargeablePaymentMethod(state: State, customer: Wire, subscription: Wire | null, override?: string): Wire | null {
  const id = override ?? subscription?.default_payment_method ?? customer.invoice_settings.default_payment_method;
  return id ? (state.paymentMethods.get(id) ?? null) : null;
}

/** The error a charge of `amount` would meet now, without charging. */
export function chargeOutcome(state: State, pm: Wire | null, amount: number): StripeError | null {
  if (amount <= 0) return null;
  if (!pm) {
    return invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', {
      code: 'resource_missing',
    });
  }
  return cardDecline(state.cardNumbers.get(pm.id) ?? '', 'charge');
}

/** Attempts payment; emits invoice.paid/payment_succeeded or invoice.payment_failed. */
export function pay(state: State, source: EventSource, invoice: Wire, pm: Wire | null): StripeError | null {
  const customer = state.customers.get(invoice.customer) as Wire;
  const error = chargeOutcome(state, pm, invoice.amount_due);
  const now = state.now();
  if (invoice.amount_due > 0) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
  }
  if (error) {
    invoice.next_payment_attempt = null;
    customer.delinquent = true;
    emit(state, source, 'invoice.payment_failed', invoice);
    return error;
  }
  invoice.attempted = true;
  invoice.paid = true;
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = now;
  invoice.next_payment_attempt = null;
  customer.delinquent = false;
  emit(state, source, 'invoice.paid', invoice);
  emit(state, source, 'invoice.payment_succeeded', invoice);
  return null;
}
