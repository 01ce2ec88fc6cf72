// An order's totals as Shopify shows them: its own file (types only from state.ts) so the seed,
// which state.ts imports, can price an order's payment without an import cycle.
import type { OrderRecord } from './state.ts';

export function orderTotals(o: OrderRecord) {
  const subtotal = o.lineItems.reduce((n, l) => n + Number(l.price) * l.quantity, 0);
  return { subtotal: subtotal.toFixed(2), total: (subtotal + Number(o.shippingPrice)).toFixed(2) };
}
