// Shopify's orders (Admin GraphQL `orders`) as sales. The order's number (legacyResourceId) is the
// sale's order id: webhooks and the GDPR topics name orders by it. The financial status is
// Shopify's (PAID, PENDING, REFUNDED …); a cancelled order is not shipped. The tracking goes to the
// order's open fulfillment orders; the order settings are shopify_settings' automatic_fulfillment,
// shopify_blank_box and shopify_block_amzl (002 §2.4).
import type { ShopifyOrder } from '../../integrations/shopify/index.ts';
import { sessionFor } from '../../modules/connections/sessions.ts';
import { linkedPlatforms } from '../../modules/connections/connections.service.ts';
import { shopifyOf } from './connection-view.ts';
import type { ChannelOrder, ChannelOrders, ReportedFee } from '../types.ts';

const cents = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100) || 0;

/** Transactions that moved the buyer's money to the shop: what Shopify Payments charges its fees on. */
const CHARGED = new Set(['SALE', 'CAPTURE']);

/**
 * What Shopify charged on the order's payments (OrderTransaction.fees, "only present for Shopify
 * Payments transactions"): the fees of its successful SALE and CAPTURE transactions. An
 * authorisation moves no money (its capture carries the fee); a refund takes nothing off, as
 * Shopify does not return the processing fees of a refunded payment. Null when no payment carries
 * a fee (another gateway: that provider bills the merchant, and the order does not say what) or
 * when a fee is in another currency than the order's (no rate to add it up with).
 */
export function shopifyReportedFee(o: ShopifyOrder): ReportedFee | null {
  const currency = o.totalPriceSet.shopMoney.currencyCode;
  const fees = (o.transactions ?? []).filter((t) => CHARGED.has(t.kind) && t.status === 'SUCCESS').flatMap((t) => t.fees);
  if (fees.length === 0 || fees.some((f) => f.amount.currencyCode !== currency)) return null;
  return { cents: fees.reduce((n, f) => n + cents(f.amount.amount), 0), basis: "reported by Shopify (the fees on the order's Shopify Payments transactions)" };
}

export function shopifyOrderToSale(o: ShopifyOrder): ChannelOrder {
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
    reportedFee: shopifyReportedFee(o),
  };
}

/** Shopify's tracking company for Amazon's carrier code (Amazon's own carriers as Amazon Logistics). */
export function shopifyCarrierFor(amazonCarrier: string): string {
  const c = amazonCarrier.toUpperCase();
  if (c.startsWith('AMZN') || c.includes('AMAZON')) return 'Amazon Logistics';
  if (c === 'UPS' || c === 'USPS' || c === 'DHL' || c === 'FEDEX') return c === 'FEDEX' ? 'FedEx' : c;
  if (c.includes('ROYAL')) return 'Royal Mail';
  return amazonCarrier;
}

export const shopifyOrders: ChannelOrders = {
  async ordersFor(deps, userId) {
    const shopify = await sessionFor(deps, userId, 'shopify');
    return {
      // Orders updated since the mark, 6 a page (an order with its lines and payments costs ~152 of Shopify's 1,000-point query limit).
      async fetchOrders(since) {
        const orders: ShopifyOrder[] = [];
        for (let after: string | null = null; ; ) {
          const page = await shopify.api.orders(`updated_at:>='${since.toISOString()}'`, 6, after);
          orders.push(...page.nodes);
          if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
          after = page.pageInfo.endCursor;
        }
        return { orders: orders.map(shopifyOrderToSale) };
      },
      async uploadTracking(shipment) {
        const order = (await shopify.api.orders(`id:${shipment.orderId}`, 1)).nodes[0];
        if (!order) throw new Error(`Shopify has no order ${shipment.orderId} any more`);
        // What is still to ship of the lines Amazon sent, per open fulfillment order (by SKU). Nothing
        // left (a re-run after Shopify took it, or the merchant fulfilled it by hand): nothing to send.
        const wanted = new Map<string, number>();
        for (const l of shipment.lines) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.quantity);
        for (const fo of order.fulfillmentOrders.nodes) {
          if (fo.status !== 'OPEN' && fo.status !== 'IN_PROGRESS') continue;
          const lineItems = fo.lineItems.nodes.flatMap((li) => {
            const quantity = Math.min(li.remainingQuantity, wanted.get(li.sku ?? '') ?? 0);
            if (quantity <= 0) return [];
            wanted.set(li.sku!, wanted.get(li.sku!)! - quantity);
            return [{ id: li.id, quantity }];
          });
          if (lineItems.length === 0) continue;
          const r = await shopify.api.fulfill(fo.id, { company: shopifyCarrierFor(shipment.carrierCode), number: shipment.trackingNumber }, lineItems);
          if (r.userErrors.length) throw new Error(`Shopify refused the fulfilment: ${r.userErrors.map((e) => e.message).join(' ')}`);
        }
      },
    };
  },
  settings: (s) => {
    const shopify = (s.shopify_settings ?? {}) as { automatic_fulfillment?: unknown; shopify_blank_box?: string; shopify_block_amzl?: string };
    // automatic_fulfillment is on only when the seller turned it on (issue 30).
    return { autoFulfil: shopify.automatic_fulfillment === true, blankBox: shopify.shopify_blank_box, blockAmzl: shopify.shopify_block_amzl };
  },
  // When no payment carries fees (another gateway: its provider's fees and Shopify's transaction fee are not on the order).
  unknownFee: "Shopify's payment fees",
  orderAccount: async (deps, userId) => shopifyOf(await linkedPlatforms(deps, userId))?.domain ?? null,
  orderUrl: (id, shop) => (shop ? `https://${shop}/admin/orders/${encodeURIComponent(id)}` : null),
};
