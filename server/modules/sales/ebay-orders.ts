// eBay's orders (Fulfillment API getOrders) as sales: money to minor units, the buyer's address
// as MCF wants it, the buyer's chosen service to an MCF shipping speed.
import type { EbayAmount, EbayOrder } from '../../integrations/ebay/types.ts';
import type { SaleInput } from './sales.service.ts';

export const cents = (a: EbayAmount | undefined) => (a ? Math.round(Number.parseFloat(a.value) * 100) : 0);

export function ebayOrderToSale(o: EbayOrder): SaleInput {
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
export function shippingSpeedFor(service: string | null): 'Standard' | 'Expedited' | 'Priority' {
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
