// eBay's orders (Fulfillment API getOrders) as sales: money to minor units, the buyer's address
// as MCF wants it, the buyer's chosen service to an MCF shipping speed; the tracking goes back as a
// shipping fulfillment; the order settings keys are ebay_blank_box, ebay_block_amzl and disable_fulfillment.
import type { EbayAmount, EbayOrder } from '../../integrations/ebay/types.ts';
import { sessionFor } from '../../modules/connections/sessions.ts';
import { ensureOrderSubscriptionLazily } from './order-notifications.ts';
import { ebayFee, feeCountry } from '../../pricing/ebay-fees.ts';
import type { ChannelOrder, ChannelOrders, McfShippingSpeed, ReportedFee } from '../types.ts';

export const cents = (a: EbayAmount | undefined) => (a ? Math.round(Number.parseFloat(a.value) * 100) : 0);

/** eBay's own figure of its fees on the order, when eBay gives it in the order's currency (the real API does; not every answer has it). */
function reportedFee(o: EbayOrder): ReportedFee | null {
  const fee = o.totalMarketplaceFee;
  if (!fee || fee.currency !== o.pricingSummary?.total?.currency) return null;
  return { cents: cents(fee), basis: "reported by eBay (the order's totalMarketplaceFee)" };
}

export function ebayOrderToSale(o: EbayOrder): ChannelOrder {
  const step = o.fulfillmentStartInstructions?.[0]?.shippingStep;
  const to = step?.shipTo;
  const addr = to?.contactAddress;
  return {
    orderId: o.orderId,
    paymentStatus: o.orderPaymentStatus ?? '',
    currency: o.pricingSummary?.total?.currency ?? '',
    totalCents: cents(o.pricingSummary?.total),
    buyerName: to?.fullName ?? o.buyer?.username ?? null,
    shipTo: addr
      ? {
          name: to?.fullName ?? '',
          addressLine1: addr.addressLine1 ?? '',
          ...(addr.addressLine2 ? { addressLine2: addr.addressLine2 } : {}),
          city: addr.city ?? '',
          ...(addr.stateOrProvince ? { stateOrRegion: addr.stateOrProvince } : {}),
          postalCode: addr.postalCode ?? '',
          countryCode: addr.countryCode ?? '',
          ...(to?.primaryPhone?.phoneNumber ? { phone: to.primaryPhone.phoneNumber } : {}),
        }
      : null,
    shippingService: step?.shippingServiceCode ?? null,
    orderedAt: new Date(o.creationDate),
    modifiedAt: new Date(o.lastModifiedDate),
    cancelled: o.cancelStatus?.cancelState === 'CANCELED',
    reportedFee: reportedFee(o),
    lines: o.lineItems.map((l) => ({
      lineId: l.lineItemId,
      sku: l.sku ?? '',
      title: l.title,
      quantity: l.quantity,
      priceCents: cents(l.total ?? l.lineItemCost),
    })),
  };
}

/** The MCF speed for the buyer's chosen service: next-day services Priority, tracked/first-class Expedited, else Standard. */
export function shippingSpeedFor(service: string | null): McfShippingSpeed {
  const s = (service ?? '').toLowerCase();
  if (/nextday|next_day|oneday|express|overnight|priority|special/.test(s)) return 'Priority';
  if (/firstclass|first_class|tracked24|expedited|24/.test(s)) return 'Expedited';
  return 'Standard';
}

/** eBay's shippingCarrierCode for Amazon's carrier code (eBay refuses unknown carriers; Amazon Logistics ships as 'Other' with its tracking number). */
export function ebayCarrierFor(amazonCarrier: string): string {
  const c = amazonCarrier.toLowerCase().replace(/[^a-z]/g, '');
  const known: Record<string, string> = {
    royalmail: 'RoyalMail',
    dpd: 'DPD',
    ups: 'UPS',
    usps: 'USPS',
    fedex: 'FedEx',
    dhl: 'DHL',
    hermes: 'Hermes',
    evri: 'Hermes',
    yodel: 'Yodel',
    parcelforce: 'Parcelforce',
  };
  return known[c] ?? 'Other';
}

export const ebayOrders: ChannelOrders = {
  async ordersFor(deps, userId) {
    const ebay = await sessionFor(deps, userId, 'ebay');
    return {
      async fetchOrders(since) {
        // A seller connected before ORDER_CONFIRMATION was subscribed to, or whose subscription failed at connect.
        await ensureOrderSubscriptionLazily(deps, userId);
        return { orders: (await ebay.api.fulfillment.getAllOrders({ modifiedFrom: since })).map(ebayOrderToSale) };
      },
      async uploadTracking(shipment) {
        // An order with a shipping fulfillment already (a re-run after eBay took it): nothing more to send.
        const order = (await ebay.api.fulfillment.getOrder(shipment.orderId)) as { fulfillmentHrefs?: string[] };
        if (order.fulfillmentHrefs?.length) return;
        await ebay.api.fulfillment.createShippingFulfillment(shipment.orderId, {
          lineItems: shipment.lines.map((l) => ({ lineItemId: l.lineId, quantity: l.quantity })),
          shippedDate: new Date().toISOString(),
          shippingCarrierCode: ebayCarrierFor(shipment.carrierCode),
          trackingNumber: shipment.trackingNumber,
        });
      },
    };
  },
  // 001 §3 / §9: fulfilment is on unless the seller disabled it; blank box and AMZL block as chosen.
  settings: (s) => ({
    autoFulfil: s.disable_fulfillment !== true,
    blankBox: s.ebay_blank_box as string | undefined,
    blockAmzl: s.ebay_block_amzl as string | undefined,
  }),
  // eBay's Fulfillment API allows an application 100,000 calls a day (eBay's API call limits), shared
  // by every seller: half of it for the order polls (the rest: tracking's getOrder and
  // createShippingFulfillment), never more often than every 15 s, at most the minute of the cron.
  // New orders arrive sooner by ORDER_CONFIRMATION (order-notifications.ts); this poll is the safety net.
  // EBAY_ORDER_POLL_MS stretches it (to spend less of the quota, or in tests to show the notification did the import).
  pollIntervalMs: (sellers, config) => Math.min(60_000, Math.max(config.EBAY_ORDER_POLL_MS ?? 15_000, Math.ceil((sellers * 86_400_000) / 50_000))),
  shippingSpeed: shippingSpeedFor,
  // eBay's final value fee follows from the seller's fee country, account and shop type.
  saleFee(totalCents, settings) {
    return ebayFee(totalCents, {
      feeCountry: settings.ebay_fee_country,
      accountType: settings.ebay_info?.accountType ?? null,
      shopType: settings.ebay_shop_type,
    });
  },
  saleFeeRate(settings) {
    const country = feeCountry(settings.ebay_fee_country);
    const seller = (settings.ebay_info?.accountType ?? '').trim().toUpperCase() === 'INDIVIDUAL' ? 'private seller' : 'business seller';
    return `eBay's published fees (${country === 'default' ? 'no fee country set: 12.9%' : `${country}, ${seller}`})`;
  },
  orderUrl: (id) => `https://www.ebay.com/sh/ord/details?orderid=${encodeURIComponent(id)}`,
};
