// Shopify's orders (Admin GraphQL `orders`) as sales. The order's number (legacyResourceId) is the
// sale's order id: webhooks and the GDPR topics name orders by it. The financial status is
// Shopify's (PAID, PENDING, REFUNDED …); a cancelled order is not shipped.
import type { ShopifyOrder } from '../../integrations/shopify/index.ts';
import type { SaleInput } from './sales.service.ts';

const cents = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100) || 0;

export function shopifyOrderToSale(o: ShopifyOrder): SaleInput {
  const a = o.shippingAddress;
  const status = (o.displayFinancialStatus ?? '').toUpperCase();
  return {
    orderId: o.legacyResourceId,
    orderName: o.name,
    paymentStatus: status,
    currency: o.totalPriceSet.shopMoney.currencyCode,
    totalCents: cents(o.totalPriceSet.shopMoney.amount),
    buyerName: a?.name ?? null,
    shipTo:
      a?.address1 && a.countryCodeV2
        ? {
            name: a.name ?? '',
            addressLine1: a.address1,
            ...(a.address2 ? { addressLine2: a.address2 } : {}),
            ...(a.city ? { city: a.city } : {}),
            ...(a.provinceCode || a.province ? { stateOrRegion: (a.provinceCode || a.province)! } : {}),
            postalCode: a.zip ?? '',
            countryCode: a.countryCodeV2,
            ...(a.phone ? { phone: a.phone } : {}),
          }
        : null,
    shippingService: null,
    orderedAt: new Date(o.createdAt),
    modifiedAt: new Date(o.updatedAt),
    cancelled: o.cancelledAt !== null || status === 'REFUNDED' || status === 'VOIDED',
    lines: o.lineItems.nodes.map((l) => ({
      lineId: l.id,
      sku: l.sku ?? '',
      title: l.title,
      quantity: l.quantity,
      priceCents: cents(l.originalUnitPriceSet.shopMoney.amount) * l.quantity,
    })),
  };
}
