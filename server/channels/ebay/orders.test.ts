import { describe, expect, it } from 'vitest';
import { ebayCarrierFor, ebayOrderToSale, ebayOrders, shippingSpeedFor } from './orders.ts';

describe('eBay orders as sales', () => {
  it('maps money to minor units, the buyer address for MCF, and the lines', () => {
    const sale = ebayOrderToSale({
      orderId: '27-1',
      creationDate: '2026-11-24T10:00:00.000Z',
      lastModifiedDate: '2026-11-24T10:05:00.000Z',
      orderFulfillmentStatus: 'NOT_STARTED',
      orderPaymentStatus: 'PAID',
      pricingSummary: { total: { value: '25.98', currency: 'GBP' } },
      fulfillmentStartInstructions: [
        {
          shippingStep: {
            shippingServiceCode: 'UK_RoyalMailFirstClassStandard',
            shipTo: { fullName: 'Ann Buyer', contactAddress: { addressLine1: '1 High St', city: 'Leeds', postalCode: 'LS1 1AA', countryCode: 'GB' } },
          },
        },
      ],
      lineItems: [
        { lineItemId: 'L1', sku: 'SKU-1', title: 'Thing', quantity: 2, total: { value: '25.98', currency: 'GBP' }, lineItemFulfillmentStatus: 'NOT_STARTED' },
      ],
    });
    expect(sale).toMatchObject({
      orderId: '27-1',
      paymentStatus: 'PAID',
      currency: 'GBP',
      totalCents: 2598,
      buyerName: 'Ann Buyer',
      shipTo: { name: 'Ann Buyer', addressLine1: '1 High St', city: 'Leeds', postalCode: 'LS1 1AA', countryCode: 'GB' },
      shippingService: 'UK_RoyalMailFirstClassStandard',
      cancelled: false,
      lines: [{ lineId: 'L1', sku: 'SKU-1', title: 'Thing', quantity: 2, priceCents: 2598 }],
    });
  });

  it("takes the fee eBay reports (totalMarketplaceFee), only in the order's currency", () => {
    const order = {
      orderId: '27-2',
      creationDate: '2026-11-24T10:00:00.000Z',
      lastModifiedDate: '2026-11-24T10:05:00.000Z',
      orderFulfillmentStatus: 'NOT_STARTED',
      pricingSummary: { total: { value: '25.00', currency: 'GBP' } },
      lineItems: [],
    };
    // Fulfillment API Order.totalMarketplaceFee: "the cumulative fees accrued for the order and deducted from the seller payout".
    expect(ebayOrderToSale({ ...order, totalMarketplaceFee: { value: '3.31', currency: 'GBP' } }).reportedFee).toEqual({
      cents: 331,
      basis: "reported by eBay (the order's totalMarketplaceFee)",
    });
    // In another currency (a payout currency) it cannot be set against the order's total: not taken.
    expect(ebayOrderToSale({ ...order, totalMarketplaceFee: { value: '3.90', currency: 'EUR' } }).reportedFee).toBeNull();
    expect(ebayOrderToSale(order).reportedFee).toBeNull();
  });

  it("maps the buyer's service to an MCF speed and Amazon's carriers to eBay's", () => {
    expect(shippingSpeedFor('UK_RoyalMailSecondClassStandard')).toBe('Standard');
    expect(shippingSpeedFor('UK_RoyalMailFirstClassStandard')).toBe('Expedited');
    expect(shippingSpeedFor('UK_RoyalMailSpecialDeliveryNextDay')).toBe('Priority');
    expect(shippingSpeedFor(null)).toBe('Standard');
    expect(ebayCarrierFor('Royal Mail')).toBe('RoyalMail');
    expect(ebayCarrierFor('DPD')).toBe('DPD');
    expect(ebayCarrierFor('AMZN_UK')).toBe('Other');
  });

  it("polls a seller's orders as often as eBay's 100,000 Fulfillment calls a day per application allow, with half of them", () => {
    const every = (sellers: number) => ebayOrders.pollIntervalMs!(sellers, {});
    // One seller: every 15 s (the floor), four polls a minute.
    expect(every(1)).toBe(15_000);
    // Polls a day for all sellers stay within 50,000, and no seller waits more than the cron's minute.
    for (const sellers of [1, 5, 8, 9, 20, 34, 35, 100]) {
      expect(every(sellers)).toBeGreaterThanOrEqual(15_000);
      expect(every(sellers)).toBeLessThanOrEqual(60_000);
      if (every(sellers) < 60_000) expect((sellers * 86_400_000) / every(sellers)).toBeLessThanOrEqual(50_000);
    }
  });

  it('EBAY_ORDER_POLL_MS stretches the poll (ORDER_CONFIRMATION brings new orders sooner), never beyond the minute nor under the quota', () => {
    expect(ebayOrders.pollIntervalMs!(1, { EBAY_ORDER_POLL_MS: 45_000 })).toBe(45_000);
    expect(ebayOrders.pollIntervalMs!(1, { EBAY_ORDER_POLL_MS: 60_000 })).toBe(60_000);
    // 20 sellers need 34.56 s between polls within the quota: a shorter setting does not shorten it.
    expect(ebayOrders.pollIntervalMs!(20, { EBAY_ORDER_POLL_MS: 15_000 })).toBe(34_560);
  });
});
