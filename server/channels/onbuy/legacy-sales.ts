// OnBuy's legacy REST sales documents (spec 002 §3): GET /user/:userId/onbuy-sales and
// …/get/{saleId} answer one document per order: order_id, onbuy_internal_reference, status,
// delivery_service, date, products, currency_code, price_total.
import type { LegacySales } from '../registry.ts';

export const onbuyLegacySales: LegacySales = {
  rows: 'orders',
  statusParam: 'financialStatus',
  document: (r) => ({
    order_id: r.orderId,
    onbuy_internal_reference: r.id,
    status: r.status,
    delivery_service: r.shippingService,
    date: r.orderedAt,
    products: r.products.map((p) => ({ name: p.name, sku: p.sku })),
    currency_code: r.currency,
    price_total: r.figures.totalCents,
  }),
};
