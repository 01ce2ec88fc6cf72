// OnBuy's orders (GET /orders) as sales. OnBuy takes the payment before an order reaches the
// seller: an order awaiting dispatch is paid; cancelled and refunded ones are not to be shipped.
// The tracking goes back as a dispatch; OnBuy has no order settings (every sale is fulfilled).
import type { OnbuyOrder } from '../../integrations/onbuy/types.ts';
import { sessionFor } from '../../modules/connections/sessions.ts';
import type { ChannelOrder, ChannelOrders } from '../types.ts';

const pence = (v: string | number | undefined) => Math.round(Number(v ?? 0) * 100);

export function onbuyOrderToSale(o: OnbuyOrder): ChannelOrder {
  const status = o.status.toLowerCase();
  const a = o.delivery_address;
  return {
    orderId: o.order_id,
    paymentStatus: status.includes('refund') ? 'REFUNDED' : status.includes('cancel') ? 'CANCELLED' : 'PAID',
    currency: o.currency_code,
    totalCents: pence(o.price_total),
    buyerName: o.buyer?.name ?? a?.name ?? null,
    shipTo: a
      ? {
          name: a.name,
          addressLine1: a.line_1,
          ...(a.line_2 ? { addressLine2: a.line_2 } : {}),
          ...(a.line_3 ? { addressLine3: a.line_3 } : {}),
          city: a.town,
          ...(a.county ? { stateOrRegion: a.county } : {}),
          postalCode: a.postcode,
          countryCode: a.country_code,
          ...(o.buyer?.phone ? { phone: o.buyer.phone } : {}),
        }
      : null,
    shippingService: null,
    orderedAt: new Date(o.date),
    modifiedAt: new Date(o.updated_at),
    cancelled: status.includes('cancel') || status.includes('refund'),
    // OnBuy reports the sales fee it keeps on every order (VAT included: the seller pays it).
    reportedFee: o.sales_fee_inc_vat === undefined ? null : { cents: pence(o.sales_fee_inc_vat), basis: "reported by OnBuy (the order's sales_fee_inc_vat)" },
    // OnBuy's lines have no id of their own: the SKU is unique within an order.
    lines: o.products.map((p) => ({ lineId: p.sku, sku: p.sku, title: p.name, quantity: p.quantity, priceCents: pence(p.unit_price) * p.quantity })),
  };
}

/** OnBuy's tracking provider for Amazon's carrier (by name; Amazon's own carriers as Amazon Logistics). */
export function onbuyProviderFor(
  amazonCarrier: string,
  providers: readonly { tracking_id: number; name: string }[],
): { tracking_id: number; name: string } | null {
  const c = amazonCarrier.toLowerCase();
  const want = c.startsWith('amzn') || c.includes('amazon') ? 'amazon' : c.includes('hermes') ? 'evri' : c.replace(/[^a-z]/g, '');
  return (
    providers.find((p) =>
      p.name
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .includes(want),
    ) ?? null
  );
}

export const onbuyOrders: ChannelOrders = {
  async ordersFor(deps, userId) {
    const onbuy = await sessionFor(deps, userId, 'onbuy');
    return {
      // Every status, page by page.
      async fetchOrders(since) {
        const orders: OnbuyOrder[] = [];
        for (let offset = 0; ; offset += 50) {
          const page = await onbuy.api.orders({ status: 'all', modifiedSince: since, limit: 50, offset });
          orders.push(...page.results);
          if (page.results.length < 50) break;
        }
        return { orders: orders.map(onbuyOrderToSale) };
      },
      async uploadTracking(shipment) {
        const order = await onbuy.api.order(shipment.orderId);
        // Already dispatched (a re-run after OnBuy took it): nothing more to send.
        if (order.tracking?.number || /dispatched|complete/i.test(order.status)) return;
        const providers = (await onbuy.api.trackingProviders()).results;
        const provider = onbuyProviderFor(shipment.carrierCode, providers);
        const [outcome] = await onbuy.api.dispatch([
          {
            order_id: shipment.orderId,
            products: shipment.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
            tracking: { tracking_id: provider?.tracking_id ?? providers[0]!.tracking_id, supplier_name: shipment.carrierCode, number: shipment.trackingNumber },
          },
        ]);
        if (!outcome?.ok) throw new Error(`OnBuy refused the dispatch: ${outcome?.error ?? 'no answer'}`);
      },
    };
  },
  settings: () => ({ autoFulfil: true }),
  unknownFee: "OnBuy's commission",
  orderUrl: (id) => `https://seller.onbuy.com/orders/view/?order_id=${encodeURIComponent(id)}`,
};
