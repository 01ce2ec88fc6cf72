// Shopify's legacy REST sales documents (spec 002 §3): GET /user/:userId/shopify-sales and
// …/get/{saleId} answer one document per order (mfn_fulfilled: an MFN product the seller ships,
// "(Processed - Skipped)").
import type { LegacySales } from '../registry.ts';

export const shopifyLegacySales: LegacySales = {
  rows: 'orders',
  statusParam: 'financialStatus',
  document: (r) => ({
    _id: r.id,
    name: r.orderName ?? r.orderId,
    products: r.products.map((p) => ({
      title: p.name,
      sku: p.sku,
      quantity: p.quantity,
      amazon_product_type: p.fulfilment === 'MFN' ? 'MFN' : 'FBA',
      mfn_fulfilled: p.fulfilment === 'MFN' && p.status === 'SKIPPED',
    })),
    order_id: r.orderId,
    _created_at: r.orderedAt,
    fulfilled_at: r.fulfilledAt,
    total_quantity: r.products.reduce((n, p) => n + p.quantity, 0),
    total_price: r.figures.totalCents,
    financial_status: r.paymentStatus.toLowerCase(),
    amazon_fid: r.fbaId,
    tracking_info: r.trackingNumber ? { tracking_number: r.trackingNumber, carrier_code: r.carrier } : null,
  }),
};
