import { supportsCurrency, unitAmountIn } from '../billing/currency-options.ts';
import { invoiceSubscription, itemLines, nextPeriodEnd, settle } from '../billing/lifecycle.ts';
import type { LineInput } from '../billing/invoicing.ts';
import { invalidRequest } from '../errors.ts';
import { arr, bool, int, mergeMetadata, oneOf, str, type Params } from '../params.ts';
import type { Ctx, Wire } from '../state.ts';
import { newItem, recurringPrice } from './subscription-parts.ts';

const PRORATION = ['create_prorations', 'none', 'always_invoice'] as const;

/**
 * Plan changes: `items[0][id]=si_…&items[0][price]=price_…`. Stripe prorates by default: credit
 * for the unused time of the old price, charge for the rest of the period at the new one, added
 * to the next invoice (`create_prorations`) or invoiced now (`always_invoice`). Switching between
 * monthly and yearly restarts the billing period and invoices at once. Trials are not prorated.
 */
export function changeItems(ctx: Ctx, sub: Wire): void {
  const { state, params: p } = ctx;
  const behavior = oneOf(p, 'proration_behavior', PRORATION) ?? 'create_prorations';
  const now = state.now();
  const oldItems: Wire[] = sub.items.data;
  const next: Wire[] = oldItems.map((i) => ({ ...i }));
  (arr(p, 'items') ?? []).forEach((raw, i) => {
    const it = (typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Params;
    const param = (k: string) => `items[${i}][${k}]`;
    const id = str(it, 'id', param('id'));
    const priceId = str(it, 'price', param('price'));
    const quantity = int(it, 'quantity', param('quantity'));
    const price = priceId ? recurringPrice(state, priceId, param('price')) : undefined;
    if (!id) {
      if (!price) throw invalidRequest(`Missing required param: ${param('price')}.`, { code: 'parameter_missing', param: param('price') });
      next.push(newItem(state, sub.id, price, quantity ?? 1, mergeMetadata({}, it)));
      return;
    }
    const idx = next.findIndex((x) => x.id === id);
    if (idx < 0) throw invalidRequest(`Invalid subscription_item id: ${id}`, { param: param('id') });
    if (bool(it, 'deleted', param('deleted'))) {
      next.splice(idx, 1);
      return;
    }
    const current = next[idx] as Wire;
    next[idx] = { ...current, price: price ?? current.price, quantity: quantity ?? current.quantity, metadata: mergeMetadata(current.metadata, it) };
  });
  if (next.length === 0) throw invalidRequest('A subscription must have at least one active plan.', { param: 'items' });
  const first = (next[0] as Wire).price.recurring;
  if (
    next.some(
      (i) =>
        !supportsCurrency(i.price, sub.currency) || i.price.recurring.interval !== first.interval || i.price.recurring.interval_count !== first.interval_count,
    )
  ) {
    throw invalidRequest('Currency and interval fields must match across all prices on a subscription.', { param: 'items' });
  }
  const intervalChanged = first.interval !== oldItems[0]?.price.recurring.interval || first.interval_count !== oldItems[0]?.price.recurring.interval_count;
  sub.items.data = next;
  if (sub.status === 'trialing' || sub.status === 'incomplete' || (behavior === 'none' && !intervalChanged)) return;

  const span = sub.current_period_end - sub.current_period_start;
  const left = Math.max(0, sub.current_period_end - now);
  const fraction = span > 0 ? left / span : 0;
  const amountOf = (items: Wire[]) => items.reduce((s, i) => s + unitAmountIn(i.price, sub.currency) * i.quantity, 0);
  const credit: LineInput = {
    amount: -Math.round(amountOf(oldItems) * fraction),
    description: `Unused time on previous plan after ${new Date(now * 1000).toISOString().slice(0, 10)}`,
    price: oldItems[0]?.price ?? null,
    quantity: null,
    period: { start: now, end: sub.current_period_end },
    proration: true,
    subscriptionItem: null,
  };
  if (intervalChanged) {
    // A new billing period starts now: credit the unused time, charge the new period in full.
    sub.billing_cycle_anchor = now;
    sub.current_period_start = now;
    sub.current_period_end = nextPeriodEnd(sub, now);
    const lines = [...(behavior === 'none' ? [] : [credit]), ...itemLines(sub, { start: now, end: sub.current_period_end })];
    const { error } = invoiceSubscription(state, ctx, sub, 'subscription_update', lines, { start: now, end: now });
    settle(sub, error, 'past_due');
    return;
  }
  const charge: LineInput = {
    ...credit,
    amount: Math.round(amountOf(next) * fraction),
    description: `Remaining time on new plan after ${new Date(now * 1000).toISOString().slice(0, 10)}`,
    price: next[0]?.price ?? null,
  };
  if (charge.amount === -credit.amount) return;
  if (behavior === 'always_invoice') {
    const { error } = invoiceSubscription(state, ctx, sub, 'subscription_update', [credit, charge], { start: now, end: now });
    settle(sub, error, 'past_due');
  } else {
    state.subscriptionInternals.get(sub.id)?.pendingLines.push(credit, charge);
  }
}
