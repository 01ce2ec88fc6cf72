// OnBuy's orders (GET /orders) as sales. OnBuy takes the payment before an order reaches the
// seller: an order awaiting dispatch is paid; cancelled and refunded ones are not to be shipped.
import type { OnbuyOrder } from '../../integrations/onbuy/types.ts';
import type { SaleInput } from './sales.service.ts';

const pence = (v: string | number | undefined) => Math.round(Number(v ?? 0) * 100);

export function onbuyOrderToSale(o: OnbuyOrder): SaleInput {
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
