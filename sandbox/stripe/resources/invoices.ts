import { buildInvoice, chargeablePaymentMethod, pay } from '../billing/invoicing.ts';
import { activeDiscount, emitUpdated, itemLines, nextPeriodEnd } from '../billing/lifecycle.ts';
import { invalidRequest, noSuch } from '../errors.ts';
import { applyExpand } from '../expand.ts';
import { matchesRange, paginate } from '../list.ts';
import { str } from '../params.ts';
import { route } from '../router.ts';
import { clone, type Ctx, type Wire } from '../state.ts';
import { resolvePaymentMethod } from './payment-methods.ts';
import type { LineInput } from '../billing/invoicing.ts';

function get(ctx: Ctx, id: string): Wire {
  const inv = ctx.state.invoices.get(id);
  if (!inv) throw noSuch('invoice', id);
  return inv;
}

function list(ctx: Ctx): Wire {
  const p = ctx.params;
  const [customer, subscription, status] = [str(p, 'customer'), str(p, 'subscription'), str(p, 'status')];
  const all = [...ctx.state.invoices.values()].filter(
    (i) =>
      (customer === undefined || i.customer === customer) &&
      (subscription === undefined || i.subscription === subscription) &&
      (status === undefined || i.status === status) &&
      matchesRange(i.created, p, 'created'),
  );
  return applyExpand(ctx.state, paginate(all, p, '/v1/invoices'), p);
}

/** Pays an open invoice now (e.g. after the customer fixed their card); revives the subscription. */
function payRoute(ctx: Ctx, [id]: string[]): Wire {
  const { state, params: p } = ctx;
  const invoice = get(ctx, id ?? '');
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', { code: 'invoice_already_paid' });
  if (invoice.status !== 'open') throw invalidRequest(`You can only pay an open invoice. This invoice is ${invoice.status}.`, { code: 'invoice_not_open' });
  const customer = state.customers.get(invoice.customer) as Wire;
  const sub = invoice.subscription ? (state.subscriptions.get(invoice.subscription) ?? null) : null;
  const pmId = str(p, 'payment_method');
  const pm = pmId ? resolvePaymentMethod(state, pmId, 'payment_method') : chargeablePaymentMethod(state, customer, sub);
  const error = pay(state, ctx, invoice, pm);
  if (error) throw error;
  if (sub && (sub.status === 'incomplete' || sub.status === 'past_due') && sub.latest_invoice === invoice.id) {
    const before = clone(sub);
    sub.status = 'active';
    emitUpdated(state, ctx, before, sub);
  }
  return applyExpand(state, invoice, p);
}

/** The invoice the subscription will produce at its next renewal (not stored, no id). */
function upcoming(ctx: Ctx): Wire {
  const { state, params: p } = ctx;
  const customerId = str(p, 'customer');
  const subId = str(p, 'subscription');
  const sub = subId
    ? state.subscriptions.get(subId)
    : [...state.subscriptions.values()].find((s) => s.customer === customerId && ['active', 'trialing', 'past_due'].includes(s.status));
  if (!sub || sub.cancel_at_period_end || sub.status === 'canceled') {
    throw invalidRequest(`No upcoming invoices for customer: ${customerId ?? sub?.customer ?? ''}`, { code: 'invoice_upcoming_none', status: 404 });
  }
  const customer = state.customers.get(sub.customer) as Wire;
  const start = sub.current_period_end;
  const period = { start, end: nextPeriodEnd(sub, start) };
  const pending = (state.subscriptionInternals.get(sub.id)?.pendingLines ?? []) as LineInput[];
  const invoice = buildInvoice(
    state,
    {
      customer,
      subscription: sub,
      billingReason: 'upcoming',
      lines: [...pending, ...itemLines(sub, period)],
      discount: activeDiscount(state, sub),
      currency: sub.currency,
      period: { start: sub.current_period_start, end: start },
    },
    true,
  );
  invoice.created = start;
  invoice.next_payment_attempt = start;
  return applyExpand(state, invoice, p);
}

export const invoiceRoutes = [
  route('GET', '/v1/invoices', list),
  route('GET', '/v1/invoices/upcoming', upcoming),
  route('GET', '/v1/invoices/:id', (ctx, [id]) => applyExpand(ctx.state, get(ctx, id ?? ''), ctx.params)),
  route('GET', '/v1/invoices/:id/lines', (ctx, [id]) => {
    const inv = get(ctx, id ?? '');
    return paginate(inv.lines.data, ctx.params, `/v1/invoices/${inv.id}/lines`);
  }),
  route('POST', '/v1/invoices/:id/pay', payRoute),
];
