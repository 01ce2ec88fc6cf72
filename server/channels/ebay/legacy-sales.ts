// eBay's legacy REST sales documents (spec 001 §3): GET /user/:userId/ebay-sales and …/get/{saleId}
// answer one document per sale line, in the spec's shape and spellings (payment_staus kept).
import type { LegacySales } from '../registry.ts';

export const ebayLegacySales: LegacySales = {
  rows: 'lines',
  statusParam: 'payment_staus',
  document: (r) => ({
    _id: r.id,
    seller_sku: r.sku,
    fba_item_id: r.itemId,
    title: r.title,
    order_id: r.orderId,
    transaction_id: r.id,
    _created_at: r.soldAt,
    fulfilled_at: r.fulfilledAt,
    quantity: r.quantity,
    paid_amount: r.priceCents,
    payment_staus: r.paymentStatus,
    amazon_fid: r.fbaId,
    tracking_info: r.trackingNumber ? { tracking_number: r.trackingNumber, carrier_code: r.carrier } : null,
  }),
};
