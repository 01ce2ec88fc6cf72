// What subscriptions (subscriptions.ts) and their items (subscription-items.ts) both build from: a
// recurring price checked as Stripe checks it, and a new subscription item.
import { invalidRequest, noSuch } from '../errors.ts';
import { clone, type State, type Wire } from '../state.ts';

export function recurringPrice(state: State, id: string, param: string): Wire {
  const price = state.prices.get(id);
  if (!price) throw noSuch('price', id, param);
  if (!price.active) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', { param });
  if (price.type !== 'recurring') {
    throw invalidRequest('The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.', { param });
  }
  return price;
}

export function newItem(state: State, subId: string, price: Wire, quantity: number, metadata: Record<string, string>): Wire {
  return {
    id: state.id('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: state.now(),
    metadata,
    price: clone(price),
    quantity,
    subscription: subId,
    tax_rates: [],
  };
}
