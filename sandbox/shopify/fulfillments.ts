import { parseGid, type ShopRecord } from './state.ts';
import { fulfillmentView } from './views.ts';

type Json = Record<string, any>;

/** fulfillmentCreate: ships (part of) fulfillment orders with tracking; omitting line items ships everything left. */
export function fulfillmentCreate(shop: ShopRecord, now: string, args: { fulfillment: Json }) {
  const f = args.fulfillment;
  const groups: Json[] = f.lineItemsByFulfillmentOrder ?? [];
  const fail = (field: string[], message: string) => ({ fulfillment: null, userErrors: [{ field, message }] });
  if (groups.length === 0) return fail(['fulfillment', 'lineItemsByFulfillmentOrder'], 'Line items by fulfillment order must be present.');
  const plan: { fo: any; order: any; lines: { li: any; qty: number }[] }[] = [];
  for (const [i, g] of groups.entries()) {
    const id = parseGid(g.fulfillmentOrderId, 'FulfillmentOrder');
    const order = shop.orders.find((o) => o.fulfillmentOrders.some((x) => x.id === id));
    const fo = order?.fulfillmentOrders.find((x) => x.id === id);
    if (!fo || !order) return fail(['fulfillment', 'lineItemsByFulfillmentOrder', String(i), 'fulfillmentOrderId'], 'Fulfillment order does not exist.');
    if (fo.status === 'CLOSED' || fo.status === 'CANCELLED')
      return fail(['fulfillment'], `Fulfillment order ${g.fulfillmentOrderId} has an unfulfillable status= ${fo.status.toLowerCase()}.`);
    const wanted: Json[] | undefined = g.fulfillmentOrderLineItems;
    const lines = wanted
      ? wanted.map((w) => ({ li: fo.lineItems.find((x) => x.id === parseGid(w.id, 'FulfillmentOrderLineItem')), qty: w.quantity as number }))
      : fo.lineItems.filter((x) => x.remainingQuantity > 0).map((li) => ({ li, qty: li.remainingQuantity }));
    for (const l of lines) {
      if (!l.li)
        return fail(['fulfillment', 'lineItemsByFulfillmentOrder', String(i), 'fulfillmentOrderLineItems'], 'Fulfillment order line item does not exist.');
      if (l.qty < 1 || l.qty > l.li.remainingQuantity) return fail(['fulfillment'], `Invalid fulfillment order line item quantity requested.`);
    }
    plan.push({ fo, order, lines });
  }
  const tracking = f.trackingInfo ?? {};
  const numbers: string[] = tracking.numbers ?? (tracking.number ? [tracking.number] : []);
  const urls: string[] = tracking.urls ?? (tracking.url ? [tracking.url] : []);
  let result: ReturnType<typeof fulfillmentView> | null = null;
  for (const { fo, order, lines } of plan) {
    for (const l of lines) l.li.remainingQuantity -= l.qty;
    fo.status = fo.lineItems.every((x: Json) => x.remainingQuantity === 0) ? 'CLOSED' : 'IN_PROGRESS';
    fo.updatedAt = now;
    const rec = {
      id: shop.nextId('Fulfillment'),
      name: `${order.name}-F${order.fulfillments.length + 1}`,
      status: 'SUCCESS' as const,
      locationId: fo.locationId,
      trackingInfo: (numbers.length ? numbers : [null]).map((n, i) => ({ company: tracking.company ?? null, number: n, url: urls[i] ?? null })),
      totalQuantity: lines.reduce((n, l) => n + l.qty, 0),
      createdAt: now,
    };
    order.fulfillments.push(rec);
    order.updatedAt = now;
    result ??= fulfillmentView(shop, rec);
  }
  return { fulfillment: result, userErrors: [] };
}
