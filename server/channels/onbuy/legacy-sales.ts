// OnBuy's legacy REST sales documents (spec 002 §3): GET /user/:userId/onbuy-sales and
// …/get/{saleId} answer one document per order: order_id, onbuy_internal_reference, status,
// delivery_service, date, products, currency_code, price_total.
import type { LegacySales } from '../registry.ts';

export const onbuyLegacySales: LegacySales = {
  rows: 'orders',
  statusParam: 'financialStatus',
  document: ({ orderId, id, status, shippingService, orderedAt, products, currency, figures }) => ({
    order_id: orderId,
    onbuy_internal_reference: id,
    status,
    delivery_service: shippingService,
    date: orderedAt,
    products: products.map((p) => ({ name: p.name, sku: p.sku })),
    currency_code: currency,
    price_total: figures.totalCents,
  }),
};
